import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeFetch } from "@/test/fake-fetch";
import { renderInShop } from "@/test/render";
import { DashboardPage } from "./dashboard-page";

afterEach(() => vi.unstubAllGlobals());

const FIGURES = {
  success: true,
  message: "Dashboard",
  totals: {
    salesAmount: 18_897,
    grossSales: 46_896,
    refunds: 27_999,
    netSales: 18_897,
    orders: 2,
    products: 3,
    users: 1,
  },
  monthlySales: [],
  statusCounts: {},
  productsPerCategory: [],
  stock: { inStock: 2, outOfStock: 1 },
  needsTaxData: { count: 3, products: [{ _id: "p9", name: "Cotton Kurta" }] },
  lowStock: {
    threshold: 2,
    count: 2,
    sizes: [
      { _id: "p4", name: "Kota Doria Saree", size: "M", stock: 0 },
      { _id: "p5", name: "Ikat Dupatta", size: "NA", stock: 2 },
    ],
  },
  products: [],
  orders: [],
  users: [],
};

describe("the dashboard's totals", () => {
  it("show gross sales, the refund of a return and net sales", async () => {
    fakeFetch({ "/products/getGraphData": () => FIGURES });
    renderInShop(<DashboardPage />, { route: "/admin/dashboard" });
    const valueOf = async (label: string) => (await screen.findByText(label)).nextElementSibling?.textContent;
    expect(await valueOf("Gross Sales")).toBe("₹46,896");
    expect(await valueOf("Refunds")).toBe("₹27,999");
    expect(await valueOf("Total Sales Amount")).toBe("₹18,897");
    expect(await valueOf("Total Products")).toBe("3");
  });
});

describe("products that need tax data", () => {
  it("are named on the dashboard with a link to each, and how many more there are", async () => {
    fakeFetch({ "/products/getGraphData": () => FIGURES });
    renderInShop(<DashboardPage />, { route: "/admin/dashboard" });
    expect(await screen.findByRole("heading", { name: "3 products need tax data" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Cotton Kurta" }).getAttribute("href")).toBe("/admin/product/p9");
    expect(screen.getByText("and 2 more")).toBeTruthy();
  });
});

describe("the low-stock list", () => {
  it("names each size at or below the threshold with what is left", async () => {
    fakeFetch({ "/products/getGraphData": () => FIGURES });
    renderInShop(<DashboardPage />, { route: "/admin/dashboard" });
    expect(await screen.findByRole("heading", { name: "Low stock" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Kota Doria Saree (M)" }).getAttribute("href")).toBe("/admin/product/p4");
    expect(screen.getByText("Sold out")).toBeTruthy();
    expect(screen.getByText("2 left")).toBeTruthy();
  });
});

describe("the abandoned-checkout report", () => {
  it("shows the checkouts left, the reminders and the revenue won back", async () => {
    fakeFetch({
      "/products/getGraphData": () => FIGURES,
      "/reports/abandonedCheckouts": () => ({
        success: true,
        message: "Abandoned checkouts",
        report: {
          from: "2026-11-01",
          to: "2026-11-30",
          abandoned: 12,
          firstReminders: 10,
          secondReminders: 6,
          recoveredOrders: 3,
          recoveredRevenue: 7_450,
        },
      }),
    });
    renderInShop(<DashboardPage />, { route: "/admin/dashboard" });
    const valueOf = async (label: string) => (await screen.findByText(label)).nextElementSibling?.textContent;
    expect(await valueOf("Abandoned")).toBe("12");
    expect(await valueOf("Recovered orders")).toBe("3");
    expect(await valueOf("Recovered revenue")).toBe("₹7,450");
  });
});
