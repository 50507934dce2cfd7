import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import sharp from "sharp";
import { ADMIN, makeShoppers, makeProduct, startCluster } from "./cluster-harness.mjs";
import { callFrom, eventually, sleep } from "./shop-process.mjs";

let cluster;
let adminToken;

const bearer = (token) => ({ authorization: `Bearer ${token}`, "content-type": "application/json" });

async function call(base, path, { method = "POST", token, body } = {}) {
  const response = await fetch(`${base}/api/v1${path}`, {
    method,
    headers: token ? bearer(token) : { "content-type": "application/json" },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  let json;
  try {
    json = JSON.parse(text);
  } catch {
    json = { raw: text };
  }
  return { status: response.status, json, headers: response.headers };
}

function payCod(shopper, product, base = cluster.url) {
  return call(base, "/order/cashOnDelivery", {
    token: shopper.token,
    body: {
      addressId: shopper.addressId,
      cart: JSON.stringify([{ productId: product.productId, sizeId: product.sizeId, quantity: 1 }]),
    },
  });
}

before(async () => {
  cluster = await startCluster();
  const signin = await call(cluster.url, "/user/signin", { body: { email: ADMIN.email, password: ADMIN.password } });
  assert.equal(signin.status, 200, JSON.stringify(signin.json));
  adminToken = signin.json.token;
});

after(async () => {
  await cluster?.stop();
});

test("a session made on one instance works on every other", async () => {
  for (const node of cluster.nodes) {
    const me = await call(node.url, "/user/getUser", { method: "GET", token: adminToken });
    assert.equal(me.status, 200);
    assert.equal(me.json.user.email, ADMIN.email);
  }
});

test("an image uploaded through one instance is served to all", async () => {
  const png = await sharp({ create: { width: 600, height: 600, channels: 3, background: "#b8860b" } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append("name", `Cluster Category ${Date.now()}`);
  form.append("image", new Blob([png], { type: "image/png" }), "tile.png");
  const created = await fetch(`${cluster.nodes[0].url}/api/v1/products/category`, {
    method: "POST",
    headers: { authorization: `Bearer ${adminToken}` },
    body: form,
  });
  assert.equal(created.status, 200, await created.clone().text());
  for (const node of cluster.nodes.slice(1)) {
    const { json } = await call(node.url, "/products/category", { method: "GET" });
    const category = json.categories.find((c) => c.name.startsWith("Cluster Category"));
    assert.ok(category?.image, "the other instance lists the new category with its image");
    assert.ok(category.image.startsWith(cluster.s3Url), "images are served from object storage");
    assert.equal((await fetch(category.image)).status, 200);
  }
});

test("a price change made through one instance is seen by the others within a second", async () => {
  const product = await makeProduct(cluster.db, { price: 4000, stock: 10 });
  const listing = (base) => call(base, "/products/getAllProduct?search=cluster%20silk&limit=60", { method: "GET" });
  const priceOn = async (base) =>
    (await listing(base)).json.products.find((p) => p._id === product.productId)?.minPrice;
  for (const node of cluster.nodes) {
    assert.equal(await priceOn(node.url), 4000);
    assert.equal((await listing(node.url)).headers.get("x-cache"), "hit", "the second read comes from the cache");
  }
  const changed = await call(cluster.nodes[0].url, "/products/varient", {
    method: "PUT",
    token: adminToken,
    body: { productId: product.productId, varientId: product.sizeId, originalPrice: 4500, discountedPrice: 4500 },
  });
  assert.equal(changed.status, 200, JSON.stringify(changed.json));
  const deadline = Date.now() + 1000;
  for (const node of cluster.nodes.slice(1)) {
    let price = await priceOn(node.url);
    while (price !== 4500 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      price = await priceOn(node.url);
    }
    assert.equal(price, 4500, `instance ${node.index} shows the new price`);
  }
});

test("login rate limits count across instances", async () => {
  const statuses = [];
  for (let attempt = 0; attempt < 12; attempt += 1) {
    const node = cluster.nodes[attempt % cluster.nodes.length];
    statuses.push(
      (await call(node.url, "/user/signin", { body: { email: "victim@cluster.test", password: "wrong-password" } }))
        .status,
    );
  }
  // Five wrong passwords a minute from one client for one account; the sixth lands on another
  // instance than the first, so the count is shared.
  assert.deepEqual(statuses.slice(0, 5), Array(5).fill(401));
  assert.deepEqual(statuses.slice(5), Array(7).fill(429));
});

test("two shoppers behind nginx have their own limits, whatever X-Forwarded-For they send", async () => {
  const stranger = "127.0.0.2";
  const shopper = "127.0.0.3";
  // Each request claims another address; nginx appends the one it saw, and only that one counts.
  const claiming = (i) => ({ headers: { "x-forwarded-for": `198.51.100.${i % 250}` } });

  let read = { status: 200 };
  for (let i = 0; read.status === 200 && i < 1000; i += 1) {
    read = await callFrom(stranger, cluster.url, "/products/getAllProduct", { method: "GET", ...claiming(i) });
  }
  assert.equal(read.status, 429, "the stranger's flood of anonymous reads is refused");
  const browse = await callFrom(shopper, cluster.url, "/products/getAllProduct", { method: "GET" });
  assert.equal(browse.status, 200, "the other shopper still browses");

  let signin = { status: 401 };
  for (let i = 0; signin.status === 401 && i < 200; i += 1) {
    const body = { email: `nobody-${i}@cluster.test`, password: "wrong-password" };
    signin = await callFrom(stranger, cluster.url, "/user/signin", { body, ...claiming(i) });
  }
  assert.equal(signin.status, 429, "the stranger's sign-ins are held back");
  const seller = await callFrom(shopper, cluster.url, "/user/signin", { body: ADMIN });
  assert.equal(seller.status, 200, `the seller still signs in: ${seller.text}`);
});

test("200 shoppers racing for the last unit across all instances produce exactly one order", async () => {
  const product = await makeProduct(cluster.db, { price: 2500, stock: 1 });
  const shoppers = await makeShoppers(cluster.db, 200);
  const responses = await Promise.all(shoppers.map((shopper) => payCod(shopper, product)));
  const statuses = responses.map((r) => r.status);
  assert.equal(statuses.filter((s) => s === 200).length, 1);
  assert.equal(statuses.filter((s) => s === 409).length, 199);
  const { rows } = await cluster.db.query(`SELECT stock FROM buying_options WHERE id = $1`, [product.sizeId]);
  assert.equal(rows[0].stock, 0);
});

test("each order's notice is sent exactly once by the instances' job workers", async () => {
  const { rows: placed } = await cluster.db.query(`SELECT id FROM orders`);
  assert.ok(placed.length >= 1);
  const deadline = Date.now() + 30_000;
  for (;;) {
    const { rows } = await cluster.db.query(
      `SELECT count(*)::int AS n FROM jobs WHERE kind IN ('order.notice', 'delivery.notice') AND status <> 'done'`,
    );
    if (rows[0].n === 0) break;
    assert.ok(Date.now() < deadline, "the notices are sent within 30 s");
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  // A cash-on-delivery order's first notice asks the shopper to confirm it; an online one says it is placed.
  const { rows: mails } = await cluster.db.query(
    `SELECT subject, count(*)::int AS n FROM outbox_messages
      WHERE subject LIKE 'Order % placed' OR subject LIKE 'Please confirm your order %' GROUP BY subject`,
  );
  assert.equal(mails.length, placed.length);
  assert.ok(
    mails.every((mail) => mail.n === 1),
    "no notice is sent twice",
  );
});

test("each shopper who left the checkout page gets each reminder exactly once from three sweeping instances", async () => {
  const product = await makeProduct(cluster.db, { price: 1800, stock: 100 });
  const shoppers = await makeShoppers(cluster.db, 30);
  const cart = JSON.stringify([{ productId: product.productId, sizeId: product.sizeId, quantity: 1 }]);
  const visits = await Promise.all(
    shoppers.map((shopper, i) =>
      call(cluster.nodes[i % cluster.nodes.length].url, "/order/checkoutStarted", {
        token: shopper.token,
        body: { cart },
      }),
    ),
  );
  assert.ok(
    visits.every((visit) => visit.status === 200),
    JSON.stringify(visits.find((visit) => visit.status !== 200)?.json),
  );
  const userIds = shoppers.map((shopper) => shopper.userId);
  const emails = shoppers.map((shopper) => shopper.email);
  const sent = async (subject) => {
    const { rows } = await cluster.db.query(
      `SELECT "to", count(*)::int AS n FROM outbox_messages WHERE subject = $1 AND "to" = ANY($2) GROUP BY "to"`,
      [subject, emails],
    );
    return rows;
  };

  // The visits were two hours ago: the first reminder (after an hour) is due on every instance's next sweep.
  await cluster.db.query(
    `UPDATE abandoned_checkouts SET visited_at = now() - interval '2 hours' WHERE user_id = ANY($1)`,
    [userIds],
  );
  await eventually(async () => (await sent("Your saree is still in your cart")).length === shoppers.length, {
    seconds: 30,
    message: "a first reminder for every shopper",
  });
  await sleep(3000);
  const first = await sent("Your saree is still in your cart");
  assert.equal(first.length, shoppers.length);
  assert.ok(
    first.every((row) => row.n === 1),
    "no shopper gets the first reminder twice",
  );

  // A day has passed since the visit: the second reminder is due, once.
  await cluster.db.query(
    `UPDATE abandoned_checkouts SET visited_at = now() - interval '25 hours', first_reminder_at = now() - interval '24 hours' WHERE user_id = ANY($1)`,
    [userIds],
  );
  await eventually(async () => (await sent("Still thinking it over?")).length === shoppers.length, {
    seconds: 30,
    message: "a second reminder for every shopper",
  });
  await sleep(3000);
  const second = await sent("Still thinking it over?");
  assert.ok(
    second.every((row) => row.n === 1),
    "no shopper gets the second reminder twice",
  );
  assert.ok(
    (await sent("Your saree is still in your cart")).every((row) => row.n === 1),
    "the first reminder is not sent again",
  );
});

test("killing one instance mid-run loses no order and the others keep serving", async () => {
  const product = await makeProduct(cluster.db, { price: 1500, stock: 1000 });
  const shoppers = await makeShoppers(cluster.db, 90);
  const results = [];
  let killed = false;
  const queue = [...shoppers];
  await Promise.all(
    Array.from({ length: 6 }, async () => {
      while (queue.length) {
        const shopper = queue.shift();
        if (!killed && results.length >= 30) {
          killed = true;
          await cluster.kill(1);
        }
        results.push({ shopper, response: await payCod(shopper, product) });
      }
    }),
  );
  assert.ok(killed);
  const ok = results.filter((r) => r.response.status === 200);
  assert.ok(ok.length >= 85, `most orders go through (${ok.length} of 90)`);
  const { rows } = await cluster.db.query(
    `SELECT o.user_id, count(*)::int AS n FROM orders o JOIN order_lines l ON l.order_id = o.id WHERE l.buying_option_id = $1 GROUP BY o.user_id`,
    [product.sizeId],
  );
  assert.ok(
    rows.every((row) => row.n === 1),
    "no shopper has two orders",
  );
  const ordered = new Set(rows.map((row) => row.user_id));
  for (const { shopper } of ok) assert.ok(ordered.has(shopper.userId), "every confirmed order is in the database");
  const stock = await cluster.db.query(`SELECT stock FROM buying_options WHERE id = $1`, [product.sizeId]);
  assert.equal(stock.rows[0].stock, 1000 - rows.length, "stock matches the orders exactly");
  const health = await call(cluster.url, "/health", { method: "GET" });
  assert.equal(health.status, 200);
});
