import type { ComponentType, SVGProps } from "react";
import { LoomIcon, SealIcon, ShieldIcon, TruckIcon } from "@/components/ui/info-icons";
import { useShopBrand } from "@/lib/shop-brand";

const PROMISES: { title: string; text: string; Icon: ComponentType<SVGProps<SVGSVGElement> & { size?: number }> }[] = [
  { title: "Free shipping pan India", text: "Delivered free to every pin code, with cash on delivery.", Icon: TruckIcon },
  { title: "Guaranteed quality", text: "Every drape is checked by hand before it leaves us.", Icon: SealIcon },
  { title: "Best price, from the weaver", text: "Bought directly from weaving families, no middlemen.", Icon: LoomIcon },
  { title: "Fast and secure payments", text: "UPI, cards and net banking, protected end to end.", Icon: ShieldIcon },
];

/** The 'why us' strip of the home page (docs/shop-rules.md#home). */
export function WhyUs() {
  const { name } = useShopBrand();
  return (
    <section aria-labelledby="why-us-title" className="relative my-16 bg-maroon-dark text-ivory md:my-24">
      <div className="zari-band opacity-80" />
      <div className="mx-auto max-w-7xl px-4 py-12 md:px-8 md:py-14">
        <h2 id="why-us-title" className="sr-only">
          Why shop with {name}
        </h2>
        <ul className="grid grid-cols-2 gap-x-5 gap-y-8 lg:grid-cols-4">
          {PROMISES.map(({ title, text, Icon }) => (
            <li key={title} className="flex flex-col items-center text-center">
              <span className="flex h-14 w-14 items-center justify-center rounded-full border border-gold-light/50 text-gold-light">
                <Icon size={26} />
              </span>
              <h3 className="mt-3 text-[19px] font-semibold text-ivory md:text-[22px]">{title}</h3>
              <p className="mt-1 max-w-[16rem] text-[13px] text-ivory/75">{text}</p>
            </li>
          ))}
        </ul>
      </div>
      <div className="zari-band opacity-80" />
    </section>
  );
}
