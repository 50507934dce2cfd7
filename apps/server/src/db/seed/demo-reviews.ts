import { inArray } from "drizzle-orm";
import { reviewRepository } from "../../modules/reviews/index.js";
import type { Queryable } from "../client.js";
import { reviews, users } from "../schema/index.js";

/** Customers of the demo shop; their password hash is not a hash, so nobody can sign in as them. */
const DEMO_REVIEWERS = [
  { fullname: "Ananya Krishnan", email: "ananya.demo@pallu.example" },
  { fullname: "Meera Iyer", email: "meera.demo@pallu.example" },
  { fullname: "Priya Sharma", email: "priya.demo@pallu.example" },
  { fullname: "Kavya Rao", email: "kavya.demo@pallu.example" },
  { fullname: "Farah Siddiqui", email: "farah.demo@pallu.example" },
  { fullname: "Lakshmi Narayanan", email: "lakshmi.demo@pallu.example" },
];

const DEMO_WORDS: { halfStars: number; review: string }[] = [
  {
    halfStars: 10,
    review:
      "The zari is rich without being heavy, and the colour is exactly as shown. My mother wore it to my sister's wedding and everyone asked where it came from.",
  },
  {
    halfStars: 9,
    review:
      "Beautiful drape and a soft fall. Delivery took five days to Pune and the saree came folded in a lovely box.",
  },
  {
    halfStars: 10,
    review: "Pure silk, you can feel it. The pallu is even more detailed in person. Worth every rupee.",
  },
  {
    halfStars: 8,
    review:
      "Lovely weave and true to the pictures. The blouse piece was a little shorter than I expected, but my tailor managed.",
  },
  {
    halfStars: 10,
    review: "Ordered for Diwali with cash on delivery. Came two days early, well packed. The border work is stunning.",
  },
  { halfStars: 9, review: "Light enough for a full day of pooja. The colour stayed bright after the first dry clean." },
];

/** A few honest-looking reviews so the home page's "What Our Customers say" has something to show. */
export async function seedDemoReviews(tx: Queryable, productIds: string[]): Promise<void> {
  await tx
    .insert(users)
    .values(
      DEMO_REVIEWERS.map((reviewer) => ({ ...reviewer, passwordHash: "demo-account-no-login", isVerified: true })),
    )
    .onConflictDoNothing();
  const reviewers = await tx
    .select({ id: users.id })
    .from(users)
    .where(
      inArray(
        users.email,
        DEMO_REVIEWERS.map((reviewer) => reviewer.email),
      ),
    );
  const reviewed = productIds.slice(0, 12);
  const rows = reviewed.flatMap((productId, index) =>
    reviewers.slice(0, 2 + (index % 3)).map((reviewer, n) => {
      const words = DEMO_WORDS[(index + n) % DEMO_WORDS.length]!;
      return { userId: reviewer.id, productId, halfStars: words.halfStars, review: words.review };
    }),
  );
  if (rows.length === 0) return;
  await tx.insert(reviews).values(rows).onConflictDoNothing();
  for (const productId of reviewed) await reviewRepository(tx).refreshProductRating(productId);
}
