import { formatRupees, indiaMomentText, NO_SIZE, type PayPage as PayPageData } from "@pallu/domain";
import { ShopTitle } from "@/components/brand/shop-title";
import { Button } from "@/components/ui/button";
import { ZariRule } from "@/components/ui/ornament";
import { Thumbnail } from "@/components/ui/sized-image";
import { Skeleton } from "@/components/ui/skeleton";
import { errorStatus } from "@/lib/api-errors";
import { useGetPayPageQuery, usePayLinkOnTestGatewayMutation } from "../api/payment-links-api";

const CLOSED_TEXT = {
  expired: { title: "This link has lapsed", body: "The pieces were held for you until the time shown, and are back on sale now. Please ask the shop for a new link." },
  cancelled: { title: "This link was cancelled", body: "Please ask the shop for a new link." },
} as const;

/** /pay/{token}: an order the shop took in a chat, and the button to pay it; no account needed. */
export function PayPage({ token }: { token: string }) {
  const { data: page, error, isLoading } = useGetPayPageQuery(token);
  return (
    <div className="mx-auto max-w-xl px-4 pt-6 pb-20 md:pt-12">
      <ShopTitle>Pay for your order</ShopTitle>
      {page ? (
        <PayLink token={token} page={page} />
      ) : isLoading ? (
        <div className="space-y-4" aria-label="Loading your order">
          <Skeleton className="h-10 w-2/3" />
          <Skeleton className="h-40 w-full" />
        </div>
      ) : (
        <Heading eyebrow="Payment link" title={errorStatus(error) === 404 ? "This link does not exist" : "This link could not be opened"}>
          <p className="mt-3 text-[15px] text-ink-muted">Please check the link in your message, or ask the shop to send it again.</p>
        </Heading>
      )}
    </div>
  );
}

function Heading({ eyebrow, title, children }: { eyebrow: string; title: string; children?: React.ReactNode }) {
  return (
    <header className="mb-6 text-center">
      <p className="eyebrow">{eyebrow}</p>
      <h1 className="mt-1 text-[32px] leading-tight font-semibold md:text-[40px]">{title}</h1>
      <ZariRule className="mx-auto" />
      {children}
    </header>
  );
}

function PayLink({ token, page }: { token: string; page: PayPageData }) {
  const [payOnTestGateway, { isLoading: isPaying }] = usePayLinkOnTestGatewayMutation();
  if (page.status === "paid") {
    return (
      <Heading eyebrow="Thank you" title="Your order is paid">
        <p className="mt-3 text-[15px] text-ink-muted">
          We have your payment of <span className="font-semibold text-ink">{formatRupees(page.amount)}</span>
          {page.orderNumber && (
            <>
              {" "}for order <span className="font-semibold whitespace-nowrap text-ink">#{page.orderNumber}</span>
            </>
          )}
          . We will pack your pieces with care and send you the tracking link when it ships.
        </p>
      </Heading>
    );
  }
  if (page.status !== "created") {
    const closed = CLOSED_TEXT[page.status];
    return (
      <Heading eyebrow="Payment link" title={closed.title}>
        <p className="mt-3 text-[15px] text-ink-muted">{closed.body}</p>
      </Heading>
    );
  }
  return (
    <>
      <Heading eyebrow="Your order" title={`Namaste, ${page.customerName}`}>
        <p className="mt-3 text-[15px] text-ink-muted">
          We are holding these pieces for you until <span className="font-semibold text-ink">{indiaMomentText(page.expiresAt)}</span>.
        </p>
      </Heading>
      <section className="rounded-2xl border border-sand bg-white/70 p-4 shadow-card md:p-6">
        <ul className="divide-y divide-sand">
          {page.items.map((item, index) => (
            <li key={index} className="flex gap-3 py-3 first:pt-0">
              <div className="h-[84px] w-[64px] shrink-0 overflow-hidden rounded-lg bg-ivory-deep">
                {item.image && <Thumbnail src={item.image} width={64} height={84} className="h-full w-full object-cover" />}
              </div>
              <div className="flex min-w-0 flex-1 flex-col gap-1">
                <p className="line-clamp-2 font-semibold text-ink">{item.name}</p>
                <p className="text-[13px] text-ink-muted">
                  {item.size !== NO_SIZE && <>Size {item.size} · </>}Qty {item.quantity}
                </p>
              </div>
              <p className="font-semibold text-ink">{formatRupees(item.price * item.quantity)}</p>
            </li>
          ))}
        </ul>
        <dl className="mt-4 space-y-1.5 border-t border-sand pt-4 text-[15px]">
          {page.discount > 0 && (
            <div className="flex justify-between text-leaf">
              <dt>Discount</dt>
              <dd>−{formatRupees(page.discount)}</dd>
            </div>
          )}
          <div className="flex justify-between">
            <dt className="text-ink-muted">Delivery</dt>
            <dd>{formatRupees(0)}</dd>
          </div>
          <div className="flex justify-between text-[19px] font-bold">
            <dt>To pay</dt>
            <dd>{formatRupees(page.amount)}</dd>
          </div>
        </dl>
        <p className="mt-4 text-[13px] text-ink-muted">
          Delivering to {page.address.name}, {page.address.city}, {page.address.state} {page.address.pinCode}
        </p>
      </section>
      <div className="mt-6">
        {page.payment.mode === "live" ? (
          <a href={page.payment.url} className="flex h-12 w-full items-center justify-center rounded-full bg-maroon text-[16px] font-semibold text-ivory shadow-sm hover:bg-maroon-dark">
            Pay {formatRupees(page.amount)}
          </a>
        ) : (
          <>
            <Button size="lg" className="w-full" disabled={isPaying} onClick={() => void payOnTestGateway(token)}>
              {isPaying ? "Paying…" : `Pay ${formatRupees(page.amount)}`}
            </Button>
            <p className="mt-2 text-center text-[12px] font-semibold tracking-wide text-saffron-deep uppercase">Test mode: no money moves</p>
          </>
        )}
        <p className="mt-3 text-center text-[13px] text-ink-muted">UPI, cards and net banking, through Razorpay. Free delivery across India.</p>
      </div>
    </>
  );
}
