import { eq } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { products, workOrders } from "../../db/schema/index.js";
import type { TestGateway } from "../../integrations/razorpay/test-gateway.js";
import { aSaree } from "../../test/catalogue-builders.js";
import { paymentFor } from "../../test/checkout.js";
import { useSignedInUser, useTestShop } from "../../test/file-fixtures.js";
import { STITCHING } from "../../test/service-builders.js";
import { aShopper } from "../../test/user-builders.js";
import { printablePicture } from "../images/index.js";

const shop = useTestShop();
const admin = useSignedInUser(shop, { userType: "Admin" });

/** Pictures drawn into a PDF: each is an image object of its own. */
const picturesIn = (pdf: Buffer) => pdf.toString("latin1").match(/\/Subtype \/Image/g)?.length ?? 0;

async function aStoredPicture(name: string): Promise<string> {
  const png = await sharp({ create: { width: 600, height: 800, channels: 3, background: "#7a1f2b" } }).webp().toBuffer();
  return shop.deps.imageStore.put(name, png, "image/webp");
}

/** A paid order for a saree whose blouse is stitched boat neck, the style's picture being `picture`. */
async function aStitchedOrder(picture: string | null) {
  const shopper = await aShopper(shop.deps.db);
  const saree = await aSaree(shop.deps.db, { stock: 2, price: 8000 });
  const styles = STITCHING.styles.map((style) => ({ ...style, image: style.id === "boat" ? picture : null }));
  await shop.deps.db.update(products).set({ services: [{ ...STITCHING, styles }] }).where(eq(products.id, saree.productId));
  const line = { ...saree, quantity: 1, services: [{ serviceId: "stitching", styleId: "boat" }] };
  const payment = await paymentFor(shop, shopper, [line]);
  const paid = await shop.post("/order/verifyPayment", shopper.headers, (shop.deps.payments as TestGateway).pay(payment.id)!);
  expect(paid.statusCode, paid.body).toBe(200);
  const orderId = (paid.json() as { order: { _id: string } }).order._id;
  const [workOrder] = await shop.deps.db.select().from(workOrders).where(eq(workOrders.orderId, orderId));
  return workOrder!.id;
}

const jobCard = (workOrderId: string) =>
  shop.app.inject({ method: "POST", url: "/api/v1/admin/jobCard", headers: admin.headers, payload: { workOrderId } });

describe("the tailor's job card", () => {
  it("prints the picture of the style the shopper chose, as it was when she ordered", async () => {
    const workOrderId = await aStitchedOrder(await aStoredPicture("0123456789abcdef01234567-640.webp"));
    // The seller changing the style's picture later does not reach a blouse already ordered.
    await shop.deps.db.update(products).set({ services: [STITCHING] });
    const card = await jobCard(workOrderId);
    expect(card.statusCode).toBe(200);
    expect(card.headers["content-type"]).toBe("application/pdf");
    expect(picturesIn(card.rawPayload)).toBe(1);
  });

  it("prints without a picture the shop cannot read, or that lives on another site", async () => {
    for (const picture of ["https://example.com/boat-neck.jpg", "/images/ffffffffffffffffffffffff-640.webp", null]) {
      const card = await jobCard(await aStitchedOrder(picture));
      expect(card.statusCode, String(picture)).toBe(200);
      expect(picturesIn(card.rawPayload), String(picture)).toBe(0);
    }
  });
});

describe("a picture for print", () => {
  it("is read only from the shop's own images and the web app's own files, never from a path that climbs out", async () => {
    const from = { imageStore: shop.deps.imageStore, webDistDir: "/tmp/pallu-web-dist-that-is-not-there" };
    expect(await printablePicture("/../../etc/passwd", from)).toBeUndefined();
    expect(await printablePicture("/%2e%2e/%2e%2e/etc/passwd", from)).toBeUndefined();
    const stored = await printablePicture(await aStoredPicture("89abcdef0123456789abcdef-640.webp"), from);
    expect(stored?.subarray(1, 4).toString()).toBe("PNG");
  });
});
