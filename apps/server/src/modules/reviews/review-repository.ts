import { sql, type SQL } from "drizzle-orm";
import type { Queryable } from "../../db/client.js";
import { rowsOf } from "../../lib/rows.js";

export type ReviewRow = {
  id: string;
  user_id: string;
  product_id: string;
  half_stars: number;
  review: string;
  created_at: Date | string;
  updated_at: Date | string;
  fullname: string;
  user_image: string | null;
  product_name: string;
  product_image: string | null;
  verified_purchase: boolean;
  hidden: boolean;
};

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
      return { rows: rowsOf<ReviewRow>(rows), total: rowsOf<{ total: number }>(counted)[0]?.total ?? 0 };
    },

    async findOne(where: SQL): Promise<ReviewRow | undefined> {
      return rowsOf<ReviewRow>(await db.execute(sql`${reviewSelect} WHERE ${where} LIMIT 1`))[0];
    },

    /** How many reviews gave each whole star (a half star counts with the star above it). */
    async summaryOf(productId: string): Promise<{ average: number; count: number; distribution: Record<"1" | "2" | "3" | "4" | "5", number> }> {
      const rows = rowsOf<{ star: number; n: number; total: number }>(
        await db.execute(sql`SELECT ceil(half_stars / 2.0)::int AS star, count(*)::int AS n, sum(half_stars)::int AS total
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
