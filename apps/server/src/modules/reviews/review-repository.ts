import { and, eq, isNull, sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import type { Queryable } from "../../db/client.js";
import { products } from "../../db/schema/index.js";
import { parseRows } from "../../lib/rows.js";

const ReviewRowSchema = z.object({
  id: z.string(),
  user_id: z.string(),
  product_id: z.string(),
  half_stars: z.number(),
  review: z.string(),
  created_at: z.union([z.date(), z.string()]),
  updated_at: z.union([z.date(), z.string()]),
  fullname: z.string(),
  user_image: z.string().nullable(),
  product_name: z.string(),
  product_image: z.string().nullable(),
  verified_purchase: z.boolean(),
  hidden: z.boolean(),
});
export type ReviewRow = z.output<typeof ReviewRowSchema>;

const StarCountRow = z.object({ star: z.number(), n: z.number(), total: z.number() });

const reviewSelect = sql`
  SELECT r.id, r.user_id, r.product_id, r.half_stars, r.review, r.created_at, r.updated_at, r.hidden_at IS NOT NULL AS hidden,
         u.fullname, u.image AS user_image, p.name AS product_name,
         (SELECT pi.url FROM product_images pi WHERE pi.product_id = p.id ORDER BY pi.position LIMIT 1) AS product_image,
         EXISTS (
           SELECT 1 FROM order_lines ol JOIN orders o ON o.id = ol.order_id
           WHERE o.user_id = r.user_id AND ol.product_id = r.product_id AND o.order_type = 'order' AND o.status = 'delivered'
         ) AS verified_purchase
  FROM reviews r
  JOIN users u ON u.id = r.user_id
  JOIN products p ON p.id = r.product_id`;

export function reviewRepository(db: Queryable) {
  return {
    async page(where: SQL, order: SQL, limit: number, offset: number): Promise<{ rows: ReviewRow[]; total: number }> {
      const [rows, counted] = await Promise.all([
        db.execute(sql`${reviewSelect} WHERE ${where} ORDER BY ${order} LIMIT ${limit} OFFSET ${offset}`),
        db.execute(sql`SELECT count(*)::int AS total FROM reviews r JOIN products p ON p.id = r.product_id WHERE ${where}`),
      ]);
      return { rows: parseRows(ReviewRowSchema, rows), total: parseRows(z.object({ total: z.number() }), counted)[0]?.total ?? 0 };
    },

    async findOne(where: SQL): Promise<ReviewRow | undefined> {
      return parseRows(ReviewRowSchema, await db.execute(sql`${reviewSelect} WHERE ${where} LIMIT 1`))[0];
    },

    /** Locks a live product for the rest of the transaction; false when it does not exist or was deleted. */
    async lockLiveProduct(productId: string): Promise<boolean> {
      const rows = await db
        .select({ id: products.id })
        .from(products)
        .where(and(eq(products.id, productId), isNull(products.deletedAt)))
        .for("update");
      return rows.length > 0;
    },

    /**
     * How many reviews gave each whole star: a half star counts with the whole stars it reached
     * (4.5 → 4, 0.5 → 1), so no bar shows a review as better than it was, as the product page counts them.
     */
    async summaryOf(productId: string): Promise<{ average: number; count: number; distribution: Record<"1" | "2" | "3" | "4" | "5", number> }> {
      const rows = parseRows(
        StarCountRow,
        await db.execute(sql`SELECT greatest(floor(half_stars / 2.0), 1)::int AS star, count(*)::int AS n, sum(half_stars)::int AS total
          FROM reviews WHERE product_id = ${productId} AND hidden_at IS NULL GROUP BY 1`),
      );
      const distribution = { "1": 0, "2": 0, "3": 0, "4": 0, "5": 0 };
      let count = 0;
      let halves = 0;
      for (const row of rows) {
        distribution[String(row.star) as keyof typeof distribution] = row.n;
        count += row.n;
        halves += row.total;
      }
      return { average: count ? Math.round((halves / count / 2) * 10) / 10 : 0, count, distribution };
    },

    /** The product's average (one decimal) and count, recomputed inside the caller's transaction. */
    async refreshProductRating(productId: string): Promise<void> {
      await db.execute(sql`UPDATE products p SET
          rating = COALESCE((SELECT round(avg(half_stars) / 2.0, 1) FROM reviews WHERE product_id = ${productId} AND hidden_at IS NULL), 0),
          review_count = (SELECT count(*)::int FROM reviews WHERE product_id = ${productId} AND hidden_at IS NULL)
        WHERE p.id = ${productId}`);
    },
  };
}
