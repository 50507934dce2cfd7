import {
  MEASUREMENT_PROFILES_MAX,
  SERVICE_MESSAGES,
  type MeasurementProfileWire,
  type MeasurementSnapshot,
  type SaveMeasurementProfileBody,
} from "@pallu/domain";
import { and, asc, eq, sql } from "drizzle-orm";
import type { Queryable } from "../../db/client.js";
import { measurementProfiles } from "../../db/schema/index.js";
import { conflict, invalid, notFound } from "../../lib/app-error.js";
import { isUuid } from "../../lib/ids.js";

type ProfileRow = typeof measurementProfiles.$inferSelect;

export function presentMeasurementProfile(row: ProfileRow): MeasurementProfileWire {
  return {
    _id: row.id,
    name: row.name,
    unit: row.unit,
    measurements: row.measurements as Record<string, number>,
    notes: row.notes,
    updatedAt: row.updatedAt.toISOString(),
  };
}

async function profileOf(db: Queryable, userId: string, profileId: string): Promise<ProfileRow> {
  if (!isUuid(profileId)) throw notFound(SERVICE_MESSAGES.measurementProfileNotFound);
  const [row] = await db
    .select()
    .from(measurementProfiles)
    .where(and(eq(measurementProfiles.id, profileId), eq(measurementProfiles.userId, userId)))
    .limit(1);
  if (!row) throw notFound(SERVICE_MESSAGES.measurementProfileNotFound);
  return row;
}

/** The measurements an order keeps of a shopper's profile: a copy, so later changes never reach a cut blouse. */
export async function measurementSnapshotOf(db: Queryable, userId: string, profileId: string): Promise<MeasurementSnapshot> {
  const row = await profileOf(db, userId, profileId);
  return { profileId: row.id, name: row.name, unit: row.unit, measurements: row.measurements };
}

/** A shopper's named measurement profiles ("Me", "Amma"): only ever her own. */
export function measurementProfileService(db: Queryable) {
  return {
    async list(userId: string): Promise<MeasurementProfileWire[]> {
      const rows = await db.select().from(measurementProfiles).where(eq(measurementProfiles.userId, userId)).orderBy(asc(measurementProfiles.createdAt));
      return rows.map(presentMeasurementProfile);
    },

    async save(userId: string, body: SaveMeasurementProfileBody, now: Date): Promise<MeasurementProfileWire> {
      const values = { name: body.name, unit: body.unit, measurements: body.measurements, notes: body.notes, updatedAt: now };
      const sameName = await db
        .select({ id: measurementProfiles.id })
        .from(measurementProfiles)
        .where(and(eq(measurementProfiles.userId, userId), sql`lower(${measurementProfiles.name}) = lower(${body.name})`))
        .limit(1);
      if (sameName[0] && sameName[0].id !== body.profileId) throw conflict(`You already have a profile named ${body.name}`, { field: "name" });
      if (body.profileId !== undefined) {
        await profileOf(db, userId, body.profileId);
        const [row] = await db.update(measurementProfiles).set(values).where(eq(measurementProfiles.id, body.profileId)).returning();
        return presentMeasurementProfile(row!);
      }
      const count = await db.$count(measurementProfiles, eq(measurementProfiles.userId, userId));
      if (count >= MEASUREMENT_PROFILES_MAX) throw invalid(`You can keep at most ${MEASUREMENT_PROFILES_MAX} measurement profiles`);
      const [row] = await db.insert(measurementProfiles).values({ userId, ...values, createdAt: now }).returning();
      return presentMeasurementProfile(row!);
    },

    async remove(userId: string, profileId: string): Promise<void> {
      await profileOf(db, userId, profileId);
      await db.delete(measurementProfiles).where(and(eq(measurementProfiles.id, profileId), eq(measurementProfiles.userId, userId)));
    },
  };
}
