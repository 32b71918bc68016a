import { PLANS } from "#app/domain/plans";

/**
 * The terms a shop agrees to when it activates its store (spec 2 §4). Short and plain: shop owners read them on a
 * phone. Prices follow the plans (DECISIONS.md), so they cannot drift from what the store settings offer.
 */
export function TermsText() {
  const plans = PLANS.map((p) => `Rs. ${p.rupeesPerMonth} per month for up to ${p.productsLimit} products`).join("; ");
  return (
    <div className="space-y-3 text-sm leading-relaxed text-stone-800">
      <h2 className="text-base font-bold">Terms and conditions of the Yaadi online store service</h2>
      <ol className="list-decimal space-y-2 pl-5">
        <li>
          <strong>The service.</strong> Yaadi gives your shop an online store at its own link. Customers browse your
          products, make a shopping list (yaadi) and send it to your WhatsApp number. Yaadi does not sell, deliver or
          collect money for your goods.
        </li>
        <li>
          <strong>Plans and payment.</strong> The first month is free. After that the service is a monthly plan paid in
          advance by UPI: {plans}. You pay from Your Account and upload the payment screenshot; we verify it within 24
          hours. If a payment is not made by the due date, the admin panel may be disabled until it is paid. Your store
          and its data are kept meanwhile.
        </li>
        <li>
          <strong>Your shop, your goods.</strong> You are responsible for your products, their prices, stock, quality,
          delivery and the bills you give, and for following the laws that apply to your shop (such as licences, weights
          and measures, and taxes). Keep your prices and stock up to date: customers order at the prices your store
          shows.
        </li>
        <li>
          <strong>Orders by WhatsApp.</strong> Orders reach you as WhatsApp messages and are also listed in your admin
          panel. Yaadi does not guarantee that WhatsApp or the customer's phone delivers a message; confirm orders with
          your customers as you normally would.
        </li>
        <li>
          <strong>Data.</strong> We keep your shop details, catalogue, customers and orders only to run the service for
          you, and do not sell them. Customers' names, phone numbers and addresses are for serving their orders only.
          Payment screenshots are seen only by the platform owner for verification.
        </li>
        <li>
          <strong>Fair use.</strong> Do not use the store for illegal, harmful or misleading goods or content. We may
          disable a store that does, after telling you why.
        </li>
        <li>
          <strong>Cancellation.</strong> You may stop at any time by not paying the next month; no further charges
          apply, and months already paid are not refunded. You may ask us to delete your store and its data; we do so
          within 30 days, except what the law requires us to keep.
        </li>
        <li>
          <strong>Changes.</strong> If these terms or the plan prices change, we tell you in the admin panel at least 30
          days before; you may cancel as above.
        </li>
      </ol>
    </div>
  );
}
