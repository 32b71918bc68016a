import { Link } from "react-router";

/** The Products screen's 'Important Tips' (spec 2 §2): what a shop owner needs to know to keep the store useful. */
export function ProductsTips() {
  return (
    <details className="group mb-4 rounded-lg border border-stone-200 bg-brand-soft/40 px-3 py-2 text-sm">
      <summary className="flex min-h-11 cursor-pointer list-none items-center gap-2 font-bold text-brand-ink [&::-webkit-details-marker]:hidden">
        <span aria-hidden="true" className="inline-block transition-transform group-open:rotate-90">
          ▸
        </span>
        Important Tips
      </summary>
      <ul className="list-disc space-y-2 pb-2 pl-5 text-stone-800">
        <li>
          <strong>Rating decides the order.</strong> Products with a higher rating (up to 10 stars) are listed first in
          your store. Give your best sellers 8–10 so customers see them at once.
        </li>
        <li>
          <strong>Rating 1 hides a product</strong> from customers without deleting it — useful for seasonal items. Set
          it back to 2 or more to show it again.
        </li>
        <li>
          <strong>Out of stock?</strong> Set In stock to No instead of deleting the product; customers see it is not
          available and it drops out of saved yaadis.
        </li>
        <li>
          <strong>Choose the right unit.</strong> &lsquo;Number&rsquo; is sold by piece or packet — add Unit Information
          such as dozen, bunch or 500 ml. For the weight units (250 gm, 500 gm, 1 kg, 10 kg and above) enter the price
          <strong> per kg</strong>; the store works out the price of the weight the customer picks.
        </li>
        <li>
          <strong>Prices in whole rupees.</strong> MRP is the printed price; Final price is what you charge. When they
          differ, customers see the saving.
        </li>
        <li>
          <strong>Search words help customers find local names.</strong> Add the names people actually type, e.g.
          &lsquo;kanda pyaz&rsquo; for Onion or &lsquo;chawal&rsquo; for Rice (up to 40 characters).
        </li>
        <li>
          <strong>Regional names</strong> show beside the English name when your store&rsquo;s language choice includes
          the regional language (Store Settings).
        </li>
        <li>
          <strong>Duplicate</strong> makes up to 10 copies named D_… at the top of the list — quick for the same item in
          other sizes. Rename each copy and set its price.
        </li>
        <li>
          <strong>Many changes at once?</strong> Download the{" "}
          <Link className="font-semibold whitespace-nowrap text-brand-ink underline" to="/adminpanel/product-sheet">
            Product Sheet
          </Link>
          , edit it in a spreadsheet and upload it again. For prices only, use{" "}
          <Link className="font-semibold whitespace-nowrap text-brand-ink underline" to="/adminpanel/prices">
            Products-Price
          </Link>
          .
        </li>
        <li>
          <strong>Photos sell.</strong> Add a clear, square photo of each product in{" "}
          <Link className="font-semibold whitespace-nowrap text-brand-ink underline" to="/adminpanel/product-images">
            Products-Image
          </Link>
          ; a new product starts without one.
        </li>
        <li>
          Your plan limits how many products the store holds (hidden ones count too). Change the plan in Store Settings
          when you need more.
        </li>
      </ul>
    </details>
  );
}
