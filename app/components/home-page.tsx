import { Link } from "react-router";
import { MARKETING_PRICE_RUPEES } from "../domain/plans";

export const INVALID_URL_NOTICE =
  "The store link you opened is not valid. Check the link, or open one of the demo stores below.";

const DEMOS = [
  { url: "demoveggiestore", name: "Vegetables & fruits", note: "Sabzi by the 250 gm, fruits by the kg" },
  { url: "demogrocerystore", name: "Kirana / grocery", note: "Atta, dal, oil, masala and daily needs" },
  { url: "demodryfruitstore", name: "Dry fruits", note: "Badam, kaju, anjeer and gift boxes" },
];

const STEPS = [
  { title: "Choose your store name", text: "It becomes your link, like yaadi.in/yourshop." },
  { title: "Pick your store type", text: "Vegetable stores start with 100+ vegetables and fruits already added." },
  { title: "Give your e-mail", text: "Your user name and password arrive by e-mail. Share your link with customers." },
];

export function HomePage({ invalidUrl, whatsAppLink }: { invalidUrl: boolean; whatsAppLink: string }) {
  return (
    <div className="min-h-dvh bg-white">
      <header className="mx-auto flex max-w-4xl items-center justify-between px-4 py-3">
        <span className="text-2xl font-extrabold tracking-tight text-brand">Yaadi</span>
        <Link
          to="/adminpanel"
          className="rounded-lg px-3 py-2 text-sm font-semibold text-brand-ink hover:bg-brand-soft"
        >
          Shop login
        </Link>
      </header>

      {invalidUrl && (
        <p role="alert" className="mx-4 rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-800">
          {INVALID_URL_NOTICE}
        </p>
      )}

      <main>
        <section className="px-4 pb-10 pt-8 text-center sm:pt-14">
          <h1 className="mx-auto max-w-2xl text-3xl font-extrabold leading-tight sm:text-5xl">
            Your shop online in 3 steps. Orders arrive on WhatsApp.
          </h1>
          <p className="mx-auto mt-4 max-w-xl text-lg text-stone-600">
            Kirana, vegetable, sweet and dry-fruit shops get a store link. Customers pick products, make their yaadi and
            send it to you on WhatsApp.
          </p>
          <p className="mt-6 text-xl font-bold">
            <span className="whitespace-nowrap">Rs. {MARKETING_PRICE_RUPEES} per month</span>{" "}
            <span className="whitespace-nowrap text-brand">· first month free</span>
          </p>
          <Link
            to="/start"
            className="mt-6 inline-block rounded-xl bg-brand px-8 py-3 text-lg font-bold text-brand-contrast shadow hover:bg-brand-strong"
          >
            Start Now
          </Link>
        </section>

        <section aria-labelledby="demos" className="bg-brand-soft px-4 py-10">
          <h2 id="demos" className="text-center text-2xl font-bold text-brand-ink">
            See a demo store
          </h2>
          <ul className="mx-auto mt-6 grid max-w-4xl gap-3 sm:grid-cols-3">
            {DEMOS.map((d) => (
              <li key={d.url}>
                <a
                  href={`/${d.url}`}
                  className="block h-full rounded-xl bg-white p-4 shadow-sm ring-1 ring-stone-200 hover:ring-brand"
                >
                  <span className="block font-bold">{d.name}</span>
                  <span className="block text-sm text-stone-600">{d.note}</span>
                  <span className="mt-2 block text-sm font-semibold text-brand-ink">/{d.url}</span>
                </a>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="how" className="px-4 py-10">
          <h2 id="how" className="text-center text-2xl font-bold">
            How it works
          </h2>
          <ol className="mx-auto mt-6 grid max-w-4xl gap-4 sm:grid-cols-3">
            {STEPS.map((s, i) => (
              <li key={s.title} className="rounded-xl border border-stone-200 p-4">
                <span className="flex h-8 w-8 items-center justify-center rounded-full bg-brand font-bold text-brand-contrast">
                  {i + 1}
                </span>
                <h3 className="mt-3 font-bold">{s.title}</h3>
                <p className="text-sm text-stone-600">{s.text}</p>
              </li>
            ))}
          </ol>
        </section>

        <section className="px-4 pb-12 text-center">
          <p className="text-stone-600">Questions? Talk to us.</p>
          <a
            href={whatsAppLink}
            className="mt-3 inline-block rounded-xl border-2 border-brand px-6 py-2 font-bold text-brand-ink hover:bg-brand-soft"
          >
            Contact us on WhatsApp
          </a>
        </section>
      </main>
      <footer className="border-t border-stone-200 px-4 py-6 text-center text-sm text-stone-500">
        Yaadi · online stores for India's small shops
      </footer>
    </div>
  );
}
