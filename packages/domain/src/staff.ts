import type { OrderStatus } from "./orders.js";

/**
 * What a member of staff may do in the back office. Every admin route names one of these and the
 * server checks it; the back office shows a screen or a button only to a role that has it.
 */
export const PERMISSIONS = {
  "dashboard.view": "See the dashboard's sales, orders and stock figures",
  "orders.read": "Find and read orders, returns, reservations and delivery problems; export orders",
  "orders.update": "Move an order or a return on (each step also needs its own permission below)",
  "orders.confirm": "Confirm an order",
  "orders.pack": "Print packing slips",
  "orders.ship": "Ship: courier and AWB, shipment bookings, labels, manifests and pickups",
  "orders.deliver": "Mark an order delivered, or returned to the shop undelivered",
  "orders.cancel": "Cancel an order (a prepaid one is refunded)",
  "orders.receiveReturn": "Schedule a return's pickup and record the pieces received",
  "orders.openReturn": "Open a return for a customer",
  "orders.refund": "Settle a return (refund, store credit or exchange) and mark refunds paid",
  "orders.confirmCod": "Confirm a cash-on-delivery order for a customer",
  "orders.notes": "Add notes to an order",
  "orders.createCounter": "Create counter orders",
  "orders.paymentLinks": "Send payment links",
  "orders.discount": "Give a discount on a counter order",
  "orders.recordPayment": "Record a counter order as already paid (UPI or bank transfer, with its reference)",
  "orders.tailoring": "Move blouse work orders through the tailoring desk, print job cards, remind for measurements",
  "customers.read": "Find and read customers",
  "customers.update": "Change a customer's account, such as cash on delivery",
  "customers.delete": "Delete a customer's account",
  "catalogue.edit": "Add and change products, sizes, categories, colours and pictures",
  "catalogue.delete": "Delete products, sizes, categories and colours",
  "catalogue.importExport": "Import and export the catalogue",
  "site.edit": "Change the home page's slides, banner and footer",
  "reviews.moderate": "Hide and show reviews",
  "promotions.manage": "Create, change and delete offers and codes",
  "reports.read": "Download the GST returns report",
  "settings.manage": "Change the shop's settings: legal identity, GSTIN, payments and payouts, brand",
  "staff.manage": "Invite staff, change their roles and remove them",
  "audit.read": "Read the audit log of staff actions",
} as const;

export type Permission = keyof typeof PERMISSIONS;
export const ALL_PERMISSIONS = Object.keys(PERMISSIONS) as Permission[];

export const STAFF_ROLES = ["owner", "manager", "orders", "catalogue", "support"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

const ORDER_DESK: Permission[] = [
  "orders.read",
  "orders.update",
  "orders.confirm",
  "orders.pack",
  "orders.ship",
  "orders.deliver",
  "orders.receiveReturn",
  "orders.tailoring",
];

const CATALOGUE: Permission[] = [
  "catalogue.edit",
  "catalogue.delete",
  "catalogue.importExport",
  "site.edit",
  "reviews.moderate",
];

const OWNER_ONLY: Permission[] = ["staff.manage", "settings.manage"];

type RoleDefinition = { title: string; summary: string; permissions: readonly Permission[] };

/** The fixed table of roles: the one source for the server's checks, the back office and the docs. */
export const ROLES: Record<StaffRole, RoleDefinition> = {
  owner: {
    title: "Owner",
    summary: "Everything, including staff, settings, GSTIN and payouts",
    permissions: ALL_PERMISSIONS,
  },
  manager: {
    title: "Manager",
    summary: "Everything but staff and the shop's settings",
    permissions: ALL_PERMISSIONS.filter((permission) => !OWNER_ONLY.includes(permission)),
  },
  orders: {
    title: "Orders",
    summary: "The order desk: find, confirm, pack, ship, print slips and labels, mark delivered, receive returns",
    permissions: ORDER_DESK,
  },
  catalogue: {
    title: "Catalogue",
    summary: "Products, categories, pictures, import and export, home content",
    permissions: CATALOGUE,
  },
  support: {
    title: "Support",
    summary:
      "Reads orders and customers, notes, counter orders, payment links, confirms cash on delivery; refunds and discounts up to the owner's limits",
    permissions: [
      "orders.read",
      "orders.update",
      "orders.openReturn",
      "orders.refund",
      "orders.confirmCod",
      "orders.notes",
      "orders.createCounter",
      "orders.paymentLinks",
      "orders.discount",
      "customers.read",
    ],
  },
};

/** The permissions a role holds only up to an amount the owner sets in Settings (in rupees). */
export const LIMITED_PERMISSIONS: Partial<Record<StaffRole, readonly Permission[]>> = {
  support: ["orders.refund", "orders.discount"],
};

export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === "string" && (STAFF_ROLES as readonly string[]).includes(value);
}

export function can(role: StaffRole | null | undefined, permission: Permission): boolean {
  return !!role && ROLES[role].permissions.includes(permission);
}

/** Whether the role holds the permission only up to the owner's limit. */
export function isLimited(role: StaffRole, permission: Permission): boolean {
  return LIMITED_PERMISSIONS[role]?.includes(permission) ?? false;
}

/** The permission each step of an order or a return needs, beyond `orders.update`. */
export const STEP_PERMISSIONS: Record<OrderStatus, Permission> = {
  pending: "orders.update",
  confirmed: "orders.confirm",
  shipped: "orders.ship",
  delivered: "orders.deliver",
  cancelled: "orders.cancel",
  return_requested: "orders.openReturn",
  pickup_scheduled: "orders.receiveReturn",
  returned: "orders.receiveReturn",
  inspected: "orders.refund",
  exchanged: "orders.refund",
  store_credited: "orders.refund",
  refunded: "orders.refund",
};

/** Changing a shipped parcel's courier or AWB is shipping work. */
export const TRACKING_PERMISSION: Permission = "orders.ship";

export const STAFF_MESSAGES = {
  notAllowed: (role: StaffRole) => `Your role (${ROLES[role].title}) does not allow this`,
  notStaff: "Only the shop's staff can do this",
  lastOwner: "The shop must keep at least one owner: make someone else an owner first",
  overRefundLimit: (limitRupees: number) =>
    `Refunds above ₹${limitRupees.toLocaleString("en-IN")} need an owner or a manager`,
  overDiscountLimit: (limitRupees: number) =>
    `Discounts above ₹${limitRupees.toLocaleString("en-IN")} need an owner or a manager`,
  inviteUnusable: "This invitation has expired or was already used. Ask the shop's owner for a new one",
  alreadyStaff: "This person is already on the shop's staff",
  notStaffMember: "No member of staff has this id",
  customerAccount: "This email or phone belongs to a customer's account; invite another address",
} as const;

/** How long an invitation link stays usable. */
export const INVITE_HOURS = 72;

/** The kinds of object the audit log names. */
export const AUDIT_OBJECT_KINDS = ["order", "product", "customer", "promotion", "setting", "staff"] as const;
export type AuditObjectKind = (typeof AUDIT_OBJECT_KINDS)[number];

/** A step a member of staff asks of an order: its new status, a change of tracking, and the money it pays back. */
export type StaffStep = { to?: OrderStatus | undefined; tracking?: boolean; refundPaise?: number };

/** Why the role may not take this step, or null: the step's own permission, then the owner's refund limit. */
export function staffStepRefusal(
  role: StaffRole,
  step: StaffStep,
  limits: { supportRefundLimitRupees: number },
): string | null {
  if (step.to && !can(role, STEP_PERMISSIONS[step.to])) return STAFF_MESSAGES.notAllowed(role);
  if (step.tracking && !can(role, TRACKING_PERMISSION)) return STAFF_MESSAGES.notAllowed(role);
  const refundPaise = step.refundPaise ?? 0;
  if (refundPaise > 0 && isLimited(role, "orders.refund") && refundPaise > limits.supportRefundLimitRupees * 100) {
    return STAFF_MESSAGES.overRefundLimit(limits.supportRefundLimitRupees);
  }
  return null;
}

/** What a counter order asks of the member of staff who takes it: a discount, and money already received. */
export type CounterOrderAsk = { discountPaise: number; alreadyPaid: boolean };

/** Why the role may not take this counter order, or null: a discount needs its permission and stays within the owner's limit; recording money received needs its own. */
export function counterOrderRefusal(
  role: StaffRole,
  ask: CounterOrderAsk,
  limits: { supportDiscountLimitRupees: number },
): string | null {
  if (ask.alreadyPaid && !can(role, "orders.recordPayment")) return STAFF_MESSAGES.notAllowed(role);
  if (ask.discountPaise <= 0) return null;
  if (!can(role, "orders.discount")) return STAFF_MESSAGES.notAllowed(role);
  if (isLimited(role, "orders.discount") && ask.discountPaise > limits.supportDiscountLimitRupees * 100) {
    return STAFF_MESSAGES.overDiscountLimit(limits.supportDiscountLimitRupees);
  }
  return null;
}
