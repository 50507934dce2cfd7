import {
  deliveryDayText,
  formatAmount,
  promisedDeliveryDate,
  serviceLeadDays,
  servicesNeedMeasurements,
  type MeasurementDraft,
  type ProductDetail,
  type ServiceWire,
} from "@pallu/domain";
import { lazy, Suspense } from "react";

// Whose measurements, with her saved profiles: needed once stitching is ticked, so its code (and the
// account's API client it reads profiles with) loads then, not with the product page.
const MeasurementsChoice = /* @__PURE__ */ lazy(() => import("./measurements-choice"));

/**
 * What the shopper asked for with the piece: services (a style for stitching) and whose
 * measurements: one of her profiles, or a guest's measurements kept with her cart until she signs in.
 */
export type ReadyToWearChoice = {
  services: { serviceId: string; styleId?: string }[];
  measurementProfileId: string | null;
  guestMeasurements?: MeasurementDraft;
};

/** The piece's and the services' prices in the shopper's currency, as the server answered them (docs/selling-abroad.md). */
export type ReadyToWearInCurrency = {
  currency: string;
  piecePrice: number;
  services: { _id: string; price: number; styles: { _id: string; price: number }[] }[];
};

/** A service's price (its style's, when one is chosen), in the shopper's currency when the server gave it. */
function pricesIn(inCurrency: ReadyToWearInCurrency | undefined) {
  const of = (service: ServiceWire) => inCurrency?.services.find((each) => each._id === service._id);
  return {
    service: (service: ServiceWire) => of(service)?.price ?? service.price,
    style: (service: ServiceWire, styleId: string | undefined) => {
      const style = service.styles.find((each) => each._id === styleId);
      if (!style) return of(service)?.price ?? service.price;
      return of(service)?.styles.find((each) => each._id === style._id)?.price ?? style.price;
    },
  };
}

/**
 * "Make it ready to wear": the product's services to tick, the blouse style, whose measurements,
 * and what it all costs and when it arrives. The server prices it again at checkout.
 */
export default function ReadyToWearPanel({
  product,
  piecePrice,
  choice,
  onChange,
  isLoggedIn,
  loginPath,
  inCurrency,
}: {
  product: ProductDetail;
  piecePrice: number;
  /** The prices in the shopper's currency, when she reads another than rupees. */
  inCurrency?: ReadyToWearInCurrency | undefined;
  choice: ReadyToWearChoice;
  onChange: (choice: ReadyToWearChoice) => void;
  isLoggedIn: boolean;
  loginPath: string;
}) {
  const services = product.services ?? [];
  const chosen = services.filter((service) => choice.services.some((each) => each.serviceId === service._id));
  const styleOf = (service: ServiceWire) => choice.services.find((each) => each.serviceId === service._id)?.styleId;
  const prices = pricesIn(inCurrency);
  const money = (amount: number) => formatAmount(amount, inCurrency?.currency ?? "INR");
  const piece = inCurrency?.piecePrice ?? piecePrice;
  // Sums of the server's amounts, in cents or paise, so they never drift.
  const servicesTotal = chosen.reduce((sum, service) => sum + Math.round(prices.style(service, styleOf(service)) * 100), 0) / 100;
  const needsMeasurements = servicesNeedMeasurements(chosen);
  const leadDays = serviceLeadDays(chosen);
  const deliveryDay = deliveryDayText(promisedDeliveryDate(new Date(), { leadDays, startsOn: product.availableFrom ?? null }));

  function toggle(service: ServiceWire) {
    const on = choice.services.some((each) => each.serviceId === service._id);
    const next = on
      ? choice.services.filter((each) => each.serviceId !== service._id)
      : [...choice.services, service.styles.length > 0 ? { serviceId: service._id, styleId: service.styles[0]!._id } : { serviceId: service._id }];
    onChange({ ...choice, services: next });
  }

  function chooseStyle(service: ServiceWire, styleId: string) {
    onChange({ ...choice, services: choice.services.map((each) => (each.serviceId === service._id ? { serviceId: service._id, styleId } : each)) });
  }

  return (
    <section aria-labelledby="ready-to-wear-title" className="rounded-2xl border border-sand bg-white/55 p-4 md:p-5">
      <h2 id="ready-to-wear-title" className="text-[20px] font-semibold">
        Make it ready to wear
      </h2>
      <p className="mt-1 text-[13px] text-ink-muted">Our tailors finish the saree before it leaves us.</p>
      <ul className="mt-3 grid gap-3">
        {services.map((service) => {
          const on = chosen.includes(service);
          return (
            <li key={service._id} className="rounded-xl border border-sand bg-ivory/60">
              <label className="flex min-h-12 cursor-pointer items-center gap-3 px-3 py-2">
                <input type="checkbox" checked={on} onChange={() => toggle(service)} className="size-5 accent-maroon" />
                <span className="flex-1 text-[15px] font-semibold">{service.name}</span>
                <span className="text-[14px] text-ink-muted">
                  {service.styles.length > 0 ? "from " : "+ "}
                  {money(prices.service(service))}
                </span>
              </label>
              {on && service.styles.length > 0 && (
                <fieldset className="grid grid-cols-3 gap-2 px-3 pb-3 sm:grid-cols-5" aria-label={`${service.name} style`}>
                  {service.styles.map((style) => {
                    const picked = styleOf(service) === style._id;
                    return (
                      <label
                        key={style._id}
                        className={`flex cursor-pointer flex-col items-center gap-1 rounded-xl border p-2 text-center text-[12px] leading-tight ${picked ? "border-maroon bg-white ring-1 ring-maroon" : "border-sand bg-white/70"}`}
                      >
                        <input type="radio" name={`style-${service._id}`} checked={picked} onChange={() => chooseStyle(service, style._id)} className="sr-only" />
                        {style.image && <img src={style.image} alt="" width={56} height={56} className="size-14 rounded-lg" loading="lazy" />}
                        <span className="font-semibold">{style.name}</span>
                        <span className="text-ink-muted">{money(prices.style(service, style._id))}</span>
                      </label>
                    );
                  })}
                </fieldset>
              )}
            </li>
          );
        })}
      </ul>
      {needsMeasurements && (
        <Suspense fallback={<div className="mt-4 min-h-32" aria-busy="true" />}>
          <MeasurementsChoice choice={choice} onChange={onChange} isLoggedIn={isLoggedIn} loginPath={loginPath} />
        </Suspense>
      )}
      {chosen.length > 0 && (
        <div className="mt-4 border-t border-sand pt-3" aria-live="polite">
          <p className="flex justify-between text-[14px]">
            <span>Saree {money(piece)} + services {money(servicesTotal)}</span>
            <strong className="text-[16px]">{money((Math.round(piece * 100) + Math.round(servicesTotal * 100)) / 100)}</strong>
          </p>
          <p className="mt-1 text-[14px] font-semibold text-gold-text">Stitched and delivered by {deliveryDay}</p>
          {chosen.some((service) => !service.returnable) && (
            <p className="mt-1 text-[13px] text-ink-muted">Stitched or finished for you, this saree cannot be returned; the rest of an order can.</p>
          )}
        </div>
      )}
    </section>
  );
}
