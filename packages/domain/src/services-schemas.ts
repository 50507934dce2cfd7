import { z } from "zod";
import { emptyAsMissing, formBoolean, jsonField, numberFromText } from "./form-values.js";
import { answerWith } from "./responses-schemas.js";
import {
  MEASUREMENT_FIELDS,
  MEASUREMENT_PROFILES_MAX,
  MEASUREMENT_UNITS,
  measurementProblems,
  SERVICE_KINDS,
  SERVICE_LEAD_DAYS_MAX,
  SERVICE_PRICE_MAX_RUPEES,
  SERVICE_STYLES_MAX,
  SERVICES_MAX,
  WORK_ORDER_STAGES,
} from "./services.js";

const rupees = (label: string) =>
  numberFromText(
    z
      .number({ message: `${label} must be a number` })
      .min(0, { message: `${label} cannot be negative` })
      .max(SERVICE_PRICE_MAX_RUPEES, { message: `${label} can be at most ₹${SERVICE_PRICE_MAX_RUPEES}` })
      .refine((value) => Number.isInteger(Math.round(value * 100)) && Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, {
        message: `${label} can have at most two decimals`,
      }),
  );

const idText = z.string().trim().max(64);

/** A blouse style as the product form, the category form and the catalogue file send it (rupees). */
export const ServiceStyleInputSchema = z.object({
  _id: z.preprocess(emptyAsMissing, idText.optional()),
  name: z.string().trim().min(1, { message: "Give the style a name" }).max(60),
  price: rupees("Style price"),
  image: z.preprocess(emptyAsMissing, z.string().trim().max(500).nullable().optional()),
});

export const ServiceInputSchema = z.object({
  _id: z.preprocess(emptyAsMissing, idText.optional()),
  kind: z.enum(SERVICE_KINDS, { message: `Service kind must be one of ${SERVICE_KINDS.join(", ")}` }),
  name: z.string().trim().min(1, { message: "Give the service a name" }).max(80),
  price: rupees("Service price").default(0),
  leadDays: numberFromText(
    z.number().int({ message: "Lead time is whole working days" }).min(0).max(SERVICE_LEAD_DAYS_MAX, { message: `Lead time can be at most ${SERVICE_LEAD_DAYS_MAX} working days` }),
  ).default(0),
  needsMeasurements: formBoolean.default(false),
  returnable: formBoolean.default(true),
  styles: z.array(ServiceStyleInputSchema).max(SERVICE_STYLES_MAX).default([]),
});
export type ServiceInput = z.output<typeof ServiceInputSchema>;

/**
 * The `services` field of the product and category forms: JSON text or a list; empty text or
 * null clears a product's own list (it takes its category's again).
 */
export const ServicesFieldSchema = z.preprocess(
  (value) => (value === "" || value === "null" ? null : value),
  jsonField("services").pipe(z.array(ServiceInputSchema).max(SERVICES_MAX, { message: `At most ${SERVICES_MAX} services` }).nullable()),
);

export const ServiceStyleSchema = z.object({ _id: z.string(), name: z.string(), price: z.number(), image: z.string().nullable() });
export const ServiceSchema = z.object({
  _id: z.string(),
  kind: z.enum(SERVICE_KINDS),
  name: z.string(),
  price: z.number(),
  leadDays: z.number().int(),
  needsMeasurements: z.boolean(),
  returnable: z.boolean(),
  styles: z.array(ServiceStyleSchema),
});
export type ServiceWire = z.infer<typeof ServiceSchema>;

/** A service asked for on a cart line. */
export const RequestedServiceSchema = z.object({ serviceId: z.string().max(64), styleId: z.string().max(64).optional() });

/** A service as a quote, a cart or an order answers it on a line. */
export const LineServiceSchema = z.object({
  serviceId: z.string(),
  kind: z.enum(SERVICE_KINDS),
  name: z.string(),
  styleId: z.string().nullable(),
  styleName: z.string().nullable(),
  price: z.number(),
  discount: z.number(),
  returnable: z.boolean(),
});

// --- Measurements --------------------------------------------------------------------------

const measurement = z.preprocess(
  emptyAsMissing,
  numberFromText(z.number({ message: "Use a number" }).min(0, { message: "Use a number of 0 or more" }).max(500).optional()),
);

export const MeasurementsSchema = z.object(
  Object.fromEntries(MEASUREMENT_FIELDS.map((field) => [field, measurement])) as unknown as Record<(typeof MEASUREMENT_FIELDS)[number], typeof measurement>,
);

/** saveMeasurementProfile: a named profile, in inches or centimetres, each value in its plausible range. */
export const SaveMeasurementProfileBodySchema = z
  .object({
    profileId: z.preprocess(emptyAsMissing, z.string().max(64).optional()),
    name: z.string({ message: "Give the profile a name" }).trim().min(1, { message: "Give the profile a name" }).max(40, { message: "At most 40 characters" }),
    unit: z.preprocess(emptyAsMissing, z.enum(MEASUREMENT_UNITS, { message: "Unit must be in or cm" }).default("in")),
    measurements: z.preprocess(emptyAsMissing, jsonField("measurements").pipe(MeasurementsSchema).optional()),
    notes: z.preprocess(emptyAsMissing, z.string().trim().max(300).optional()),
  })
  // Measurements may also come as fields of their own (a plain form post).
  .catchall(z.unknown())
  .transform((body, context) => {
    const loose = Object.fromEntries(MEASUREMENT_FIELDS.flatMap((field) => (body[field] === undefined ? [] : [[field, body[field]]])));
    const parsed = MeasurementsSchema.safeParse({ ...loose, ...(body.measurements ?? {}) });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) context.addIssue({ code: "custom", message: issue.message, path: issue.path });
      return z.NEVER;
    }
    const measurements = Object.fromEntries(Object.entries(parsed.data).filter(([, value]) => value !== undefined));
    for (const problem of measurementProblems(measurements, body.unit)) context.addIssue({ code: "custom", message: problem.message, path: [problem.field] });
    return { profileId: body.profileId, name: body.name, unit: body.unit, notes: body.notes ?? null, measurements };
  });
export type SaveMeasurementProfileBody = z.output<typeof SaveMeasurementProfileBodySchema>;

export const RemoveMeasurementProfileBodySchema = z.object({ profileId: z.string({ message: "Choose a profile" }).max(64) });

export const MeasurementProfileSchema = z.object({
  _id: z.string(),
  name: z.string(),
  unit: z.enum(MEASUREMENT_UNITS),
  measurements: z.record(z.string(), z.number()),
  notes: z.string().nullable(),
  updatedAt: z.string(),
});
export type MeasurementProfileWire = z.infer<typeof MeasurementProfileSchema>;
export const MeasurementProfilesAnswerSchema = answerWith({ profiles: z.array(MeasurementProfileSchema).max(MEASUREMENT_PROFILES_MAX) });

// --- The tailoring desk --------------------------------------------------------------------

export const WorkOrderSchema = z.object({
  _id: z.string(),
  orderId: z.string(),
  publicOrderId: z.string(),
  orderLineId: z.string(),
  productName: z.string(),
  size: z.string(),
  services: z.array(z.object({ name: z.string(), styleName: z.string().nullable(), styleImage: z.string().nullable() })),
  stage: z.enum(WORK_ORDER_STAGES),
  dueDate: z.string(),
  customerName: z.string(),
  measurements: z
    .object({ name: z.string(), unit: z.enum(MEASUREMENT_UNITS), measurements: z.record(z.string(), z.number()) })
    .nullable(),
  remindedAt: z.string().nullable(),
  updatedAt: z.string(),
});
export type WorkOrderWire = z.infer<typeof WorkOrderSchema>;

export const WorkOrderListQuerySchema = z.object({
  stage: z.preprocess(emptyAsMissing, z.enum(WORK_ORDER_STAGES).optional()),
});

export const MoveWorkOrderBodySchema = z.object({
  workOrderId: z.string().max(64),
  stage: z.enum(WORK_ORDER_STAGES, { message: `Stage must be one of ${WORK_ORDER_STAGES.join(", ")}` }),
});

export const WorkOrderIdBodySchema = z.object({ workOrderId: z.string().max(64) });

/** The shopper sends the measurements she promised later, for a line of her order. */
export const SendLineMeasurementsBodySchema = z.object({
  orderId: z.string().max(64),
  orderLineId: z.string().max(64),
  measurementProfileId: z.string().max(64),
});
