import { ButtonLink } from "@/components/ui/button";
import { SellerIdentity, SellerText, useGetPoliciesQuery } from "@/features/site";
import { StaticPage } from "../layouts/static-page";
import { useShopBrand } from "@/lib/shop-brand";

/** The shop's story: the seller's own words from Settings, or the standard text until they write some. */
function Story() {
  const { data: policies } = useGetPoliciesQuery();
  if (policies?.aboutText.trim()) return <SellerText text={policies.aboutText} />;
  return <StandardStory codOffered={policies ? policies.codLimitRupees > 0 : true} />;
}

function StandardStory({ codOffered }: { codOffered: boolean }) {
  const { name } = useShopBrand();
  return (
    <>
      <p>
        {name || "This shop"} began with a simple wish: that the sarees woven in India's great weaving towns — Kanchipuram, Varanasi,
        Chanderi, Paithan, Pochampally — reach the people who will love them, and that the weavers who make them are
        paid fairly for every thread.
      </p>
      <p>
        We buy directly from weaving families and small cooperatives. There are no middlemen between the loom and your
        door, which is why the prices are honest and why we can tell you where each saree was made, and by whose hands.
      </p>
      <h2>What we promise</h2>
      <ul>
        <li>Every piece is checked by hand for weave, colour and finish before it is packed.</li>
        <li>
          Free shipping to every pin code in India, with{" "}
          {codOffered ? "cash on delivery or secure online payment" : "secure online payment"}.
        </li>
        <li>Clear photographs and descriptions, so what arrives is what you chose.</li>
        <li>Friendly help before and after you buy — just write or call us.</li>
      </ul>
      <h2>From the loom, to you</h2>
      <p>
        A handwoven silk saree can take a weaver two to six weeks. When you choose one, you keep that craft alive. Thank
        you for shopping with us.
      </p>
    </>
  );
}

/** Who runs the shop, as its invoices name it. */
function Seller() {
  const { data: policies } = useGetPoliciesQuery();
  if (!policies) return null;
  return (
    <>
      <h2>Who we are</h2>
      <SellerIdentity policies={policies} />
    </>
  );
}

export default function AboutUsRoute() {
  const { name } = useShopBrand();
  return (
    <StaticPage
      eyebrow={name ? `About ${name}` : "About us"}
      title="Our Story"
      intro="Every saree here has a loom, a weaving town and a family of weavers behind it."
    >
      <Story />
      <Seller />
      <div className="pt-4 text-center">
        <ButtonLink to="/search" size="lg">
          Explore the collection
        </ButtonLink>
      </div>
    </StaticPage>
  );
}
