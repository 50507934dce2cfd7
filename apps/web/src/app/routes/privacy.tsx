import { Link } from "@/lib/link";
import { SellerText, useGetPoliciesQuery } from "@/features/site";
import { StaticPage } from "../layouts/static-page";

/** Who holds the shopper's data, and the seller's own words from Settings. */
function DataController() {
  const { data: policies } = useGetPoliciesQuery();
  if (!policies) return null;
  return (
    <>
      <h2>Who holds your data</h2>
      <p>
        {policies.legalName}, {policies.address}. Write to{" "}
        <a href={`mailto:${policies.email}`} className="font-semibold text-maroon underline underline-offset-4">
          {policies.email}
        </a>{" "}
        with any question about your data.
      </p>
      {policies.privacyText.trim() && <SellerText text={policies.privacyText} />}
    </>
  );
}

export default function PrivacyRoute() {
  return (
    <StaticPage
      eyebrow="Your data"
      title="Privacy Policy"
      intro="We ask only for what we need to deliver your order, and we never sell it."
    >
      <h2>What we collect</h2>
      <ul>
        <li>Your name, email address and phone number when you create an account.</li>
        <li>Delivery addresses you save, and the orders you place.</li>
        <li>Reviews you choose to post, shown with your name.</li>
      </ul>
      <h2>How we use it</h2>
      <ul>
        <li>To deliver your orders, send order updates and one-time passwords.</li>
        <li>To process payments through our payment partner; we never see or store your card details.</li>
        <li>To share the delivery address with our courier partner so your parcel reaches you.</li>
      </ul>
      <h2>How we protect it</h2>
      <p>
        Passwords are stored only in a hashed form, sessions can be ended at any time by logging out, and every page is
        served over an encrypted connection.
      </p>
      <h2>Your choices</h2>
      <p>
        You can see and edit your profile and addresses from My Account. To have your account deleted, please{" "}
        <Link to="/contactUs" className="font-semibold text-maroon underline underline-offset-4">
          contact us
        </Link>
        .
      </p>
      <DataController />
    </StaticPage>
  );
}
