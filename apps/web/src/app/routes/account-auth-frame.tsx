import type { ReactNode } from "react";
import { AuthBanner } from "@/features/auth";
import { useGetSiteDataQuery } from "@/features/site";

/**
 * The frame of /login, /signup and the password pages: the site's banner carousel (docs/shop-rules.md#sign-in)
 * above the form on phones and beside it on wider screens.
 */
export function AuthFrame({ children }: { children: ReactNode }) {
  const { data: slides, isLoading } = useGetSiteDataQuery();
  return (
    <div className="md:mx-auto md:grid md:max-w-6xl md:grid-cols-[1.1fr_1fr] md:items-start md:gap-10 md:px-8 md:py-12 lg:gap-16">
      <div className="md:sticky md:top-28 md:h-[min(42rem,calc(100dvh-9rem))]">
        <AuthBanner slides={slides} isLoading={isLoading} />
      </div>
      <div className="px-5 pt-8 pb-16 md:px-0 md:py-8">{children}</div>
    </div>
  );
}
