import { can, STAFF_MESSAGES, type Permission } from "@pallu/domain";
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from "fastify";
import fp from "fastify-plugin";
import { forbidden, unauthenticated } from "../lib/app-error.js";
import { hashToken } from "../lib/secure-token.js";
import { actingAs } from "../lib/staff-actor.js";
import { sessionRepository, type SessionUser } from "../modules/auth/index.js";

export const SESSION_COOKIE = "pallu_session";

/** A route guard that names the permission it checks, so the route table can list it. */
export type PermissionGuard = onRequestAsyncHookHandler & { permission: Permission };

declare module "fastify" {
  interface FastifyRequest {
    /** The signed-in user of this request, looked up once and only when asked for. */
    currentUser(): Promise<SessionUser | undefined>;
    /** Set by requireUser / requirePermission: the caller, known to be signed in. */
    user: SessionUser;
  }
  interface FastifyInstance {
    requireUser: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    requireVerifiedUser: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** Lets through a member of staff whose role holds the permission (docs/staff.md). */
    requirePermission: (permission: Permission) => PermissionGuard;
  }
}

function tokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header?.startsWith("Bearer ")) {
    const token = header.slice(7).trim();
    if (token && token !== "null" && token !== "undefined") return token;
  }
  const cookie = request.cookies?.[SESSION_COOKIE];
  return cookie || undefined;
}

/** Sessions are server-side: a random token (bearer header or httpOnly cookie) whose hash we keep. */
export const authPlugin = fp(async (app: FastifyInstance) => {
  const sessionsOf = sessionRepository(app.deps.db);

  const signedIn = new WeakMap<FastifyRequest, SessionUser>();
  const lookups = new WeakMap<FastifyRequest, Promise<SessionUser | undefined>>();

  app.decorateRequest("user", {
    getter(this: FastifyRequest) {
      const user = signedIn.get(this);
      // Only a route behind requireUser or requirePermission reads the user; anywhere else is a missing guard.
      if (!user) throw unauthenticated();
      return user;
    },
    setter(this: FastifyRequest, user: SessionUser) {
      signedIn.set(this, user);
    },
  });
  app.decorateRequest("currentUser", function (this: FastifyRequest) {
    let lookup = lookups.get(this);
    if (!lookup) {
      const token = tokenOf(this);
      lookup = token && token.length <= 200 ? sessionsOf.findUser(hashToken(token), app.deps.now()) : Promise.resolve(undefined);
      lookups.set(this, lookup);
    }
    return lookup;
  });

  app.decorate("requireUser", async (request: FastifyRequest) => {
    const user = await request.currentUser();
    if (!user) throw unauthenticated();
    request.user = user;
  });

  app.decorate("requireVerifiedUser", async (request: FastifyRequest) => {
    const user = await request.currentUser();
    if (!user) throw unauthenticated();
    if (!user.isVerified) throw forbidden("Please verify your account from manage account");
    request.user = user;
  });

  app.decorate("requirePermission", (permission: Permission): PermissionGuard => {
    const guard = async (request: FastifyRequest) => {
      const user = await request.currentUser();
      if (!user) throw unauthenticated();
      if (!user.role) throw forbidden(STAFF_MESSAGES.notStaff);
      if (!can(user.role, permission)) throw forbidden(STAFF_MESSAGES.notAllowed(user.role));
      request.user = user;
    };
    return Object.assign(guard, { permission });
  });

  // A callback hook, so the handler and its transactions run knowing which member of staff acts.
  app.addHook("preHandler", (request, _reply, done) => {
    const user = signedIn.get(request);
    if (!user?.role) return done();
    actingAs({ id: user.id, name: user.fullname, ip: request.ip ?? null }, done);
  });
});
