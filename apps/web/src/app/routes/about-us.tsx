import { ButtonLink } from "@/components/ui/button";
import { StaticPage } from "../layouts/static-page";

export default function AboutUsRoute() {
  return (
    <StaticPage
      eyebrow="About Pallu"
      title="Our Story"
      intro="The pallu is the part of a saree that is seen first and remembered longest. We named the shop after it."
    >
      <p>
        Pallu began with a simple wish: that the sarees woven in India's great weaving towns — Kanchipuram, Varanasi,
        Chanderi, Paithan, Pochampally — reach the people who will love them, and that the weavers who make them are
        paid fairly for every thread.
      </p>
      <p>
        We buy directly from weaving families and small cooperatives. There are no middlemen between the loom and
        your door, which is why the prices are honest and why we can tell you where each saree was made, and by
        whose hands.
      </p>
      <h2>What we promise</h2>
      <ul>
        <li>Every piece is checked by hand for weave, colour and finish before it is packed.</li>
        <li>Free shipping to every pin code in India, with cash on delivery or secure online payment.</li>
        <li>Clear photographs and descriptions, so what arrives is what you chose.</li>
        <li>Friendly help before and after you buy — just write or call us.</li>
      </ul>
      <h2>From the loom, to you</h2>
      <p>
        A handwoven silk saree can take a weaver two to six weeks. When you choose one, you keep that craft alive. Thank
        you for shopping with us.
      </p>
      <div className="pt-4 text-center">
        <ButtonLink to="/search" size="lg">
          Explore the collection
        </ButtonLink>
      </div>
    </StaticPage>
  );
}
