import { indiaDate, type PackingSlipsBody } from "@pallu/domain";
import { downloadFromShop } from "../shared/shop-files";

/**
 * Downloads one PDF of the packing slips (and invoices) of these orders, in this order. A PDF is
 * not an API answer the store keeps, so it is fetched directly and saved through a link.
 */
export async function downloadPackingSlips(orderIds: string[]): Promise<void> {
  const body: PackingSlipsBody = { orderIds };
  await downloadFromShop(
    "/order/packingSlips",
    { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) },
    `packing-slips-${indiaDate(new Date())}.pdf`,
    "Could not print the packing slips. Please try again.",
  );
}
