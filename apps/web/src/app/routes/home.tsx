import type { SortField } from "@pallu/domain";
import { Suspense } from "react";
import { SectionHeading } from "@/components/ui/ornament";
import { WhenVisible } from "@/components/ui/when-visible";
import { CategoryTiles, ProductShowcase, ProductStripLater, useProducts } from "@/features/catalogue";
import { ReviewsSlider } from "@/features/reviews";
import { HeroSlider, WhyUs } from "@/features/site";
import { useShopBrand } from "@/lib/shop-brand";
import { HOME_STRIPS, homeStripQuery } from "./home-strips";

const SHOWCASE_SIZE = 10;


export function HomeRoute() {
  const brand = useShopBrand();
  const line = brand.tagline ? `${brand.name} — ${brand.tagline}` : brand.name;
  return (
    <>
      {brand.name && <title>{line}</title>}
      <h1 className="sr-only">{line}</h1>
      <HeroSlider />

      <section aria-labelledby="categories-title" className="mx-auto max-w-7xl px-4 pt-12 md:px-8 md:pt-16">
        <SectionHeading id="categories-title" eyebrow="Curated weaves" title="Shop by Category" />
        <CategoryTiles />
      </section>

      {HOME_STRIPS.map((strip) => (
        <HomeStrip key={strip.sortBy} {...strip} />
      ))}

      {/* Far below the fold on a phone: their data, code and rendering wait for the shopper to scroll. */}
      <WhenVisible minHeight={640}>
        <BestProducts />
        <Suspense fallback={null}>
          <WhyUs />
          <ReviewsSlider />
        </Suspense>
      </WhenVisible>
    </>
  );
}

function HomeStrip({ sortBy, title, eyebrow }: { sortBy: SortField; title: string; eyebrow: string }) {
  const { data, isLoading } = useProducts(homeStripQuery(sortBy));
  if (!isLoading && (!data || data.products.length === 0)) return null;
  const id = `strip-${sortBy}`;
  return (
    <section aria-labelledby={id} className="below-fold mx-auto max-w-7xl px-4 pt-14 md:px-8 md:pt-20">
      <SectionHeading
        id={id}
        eyebrow={eyebrow}
        title={title}
        action={{ to: `/search?sortBy=${sortBy}&sortOrder=desc`, label: "View all" }}
      />
      {/* Below the fold: the server renders the cards, and their code comes after the first screen's. */}
      <Suspense fallback={<div className="min-h-[23rem]" aria-hidden="true" />}>
        <ProductStripLater products={data?.products} isLoading={isLoading} label={title} />
      </Suspense>
    </section>
  );
}

function BestProducts() {
  const { data, isLoading } = useProducts({ sortBy: "rating", sortOrder: "desc", limit: SHOWCASE_SIZE });
  if (!isLoading && (!data || data.products.length === 0)) return null;
  return (
    <section aria-labelledby="showcase-title" className="mt-16 bg-ivory-deep py-14 md:mt-24 md:py-20">
      <div className="mx-auto max-w-7xl px-2 md:px-8">
        <div className="px-2">
          <SectionHeading id="showcase-title" eyebrow="Handpicked for you" title="Our Finest Weaves" />
        </div>
        <Suspense fallback={<div className="aspect-[8/5] sm:aspect-[12/5] lg:aspect-[16/5]" aria-hidden="true" />}>
          <ProductShowcase products={data?.products} isLoading={isLoading} />
        </Suspense>
      </div>
    </section>
  );
}
