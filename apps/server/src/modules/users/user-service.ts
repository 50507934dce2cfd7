import type { PublicUser } from "@pallu/domain";
import type { Queryable } from "../../db/client.js";
import { notFound } from "../../lib/app-error.js";
import { presentUser } from "./user-presenter.js";
import { userRepository } from "./user-repository.js";

export function userService(db: Queryable) {
  const usersOf = userRepository(db);
  return {
    async profile(userId: string): Promise<PublicUser> {
      const user = await usersOf.findById(userId);
      if (!user) throw notFound("User not found");
      return presentUser(user, await usersOf.addressesOf([user.id]));
    },
  };
}
