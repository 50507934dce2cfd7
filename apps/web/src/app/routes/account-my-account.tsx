import { Skeleton } from "@/components/ui/skeleton";
import { namasteTo } from "@/lib/greeting";
import {
  AccountSidebar,
  LogoutButton,
  ManageAccount,
  ManageAddress,
  ProfileCard,
  useGetAddressQuery,
  useSectionAnchor,
} from "@/features/account";
import { useLogout, useSession } from "@/features/auth";
import { ShopTitle } from "@/components/brand/shop-title";

/** /myaccount (docs/shop-rules.md#my-account): profile, manage address, manage account, and the way to cart, wishlist and orders. */
export default function MyAccountRoute() {
  const { user } = useSession();
  const { logout, isLoggingOut } = useLogout();
  const addresses = useGetAddressQuery();
  // The address list changes the page's height as it arrives: jump to #manageAccount after it.
  useSectionAnchor(user !== null && !addresses.isLoading);

  return (
    <div className="mx-auto max-w-6xl px-4 pt-6 pb-20 md:px-8 md:pt-12">
      <ShopTitle>My Account</ShopTitle>
      <header className="mb-6 md:mb-10">
        <p className="eyebrow">{namasteTo(user?.fullname)}</p>
        <h1 className="mt-1 text-[36px] font-semibold md:text-[48px]">My Account</h1>
      </header>
      <div className="grid gap-6 md:grid-cols-[15rem_minmax(0,1fr)] md:gap-10">
        <AccountSidebar onLogout={() => void logout()} isLoggingOut={isLoggingOut} />
        <div className="space-y-6 md:space-y-8">
          {user ? (
            <>
              <ProfileCard user={user} />
              <ManageAddress />
              <ManageAccount user={user} />
            </>
          ) : (
            <div className="space-y-6" aria-busy="true" aria-label="Loading your account">
              <Skeleton className="h-64 rounded-3xl" />
              <Skeleton className="h-56 rounded-3xl" />
            </div>
          )}
          <LogoutButton onLogout={() => void logout()} isLoggingOut={isLoggingOut} />
        </div>
      </div>
    </div>
  );
}
