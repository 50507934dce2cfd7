import type { AddContactInput, PublicUser } from "@pallu/domain";
import type { AppDeps } from "../../app-deps.js";
import { conflict, notFound } from "../../lib/app-error.js";
import { refusingDuplicates } from "../../lib/unique-violation.js";
import { userRepository } from "../users/index.js";
import { userService } from "../users/index.js";
import { contactOf, fieldOf, loginOf } from "./contact.js";
import { otpService } from "./otp-service.js";

const usedElsewhere = (field: "email" | "phone") =>
  conflict(`This ${field === "email" ? "email" : "phone number"} is already used by another account`);

/** Adds the email or phone a profile is missing, once the code sent to it is proven (docs/shop-rules.md#my-account). */
export function contactService(deps: AppDeps) {
  const usersOf = userRepository(deps.db);
  const otps = otpService(deps);

  return {
    async addContact(userId: string, input: AddContactInput, client: { ip: string }): Promise<PublicUser> {
      const contact = contactOf(input);
      const field = fieldOf(contact);
      const user = await usersOf.findById(userId);
      if (!user) throw notFound("User not found");
      if (user[field])
        throw conflict(`Your account already has ${field === "email" ? "an email address" : "a phone number"}`);
      await otps.verify(contact, "add-contact", input.otp, client);
      if (await usersOf.findByLogin(loginOf(contact))) throw usedElsewhere(field);
      const set = await refusingDuplicates(
        () => usedElsewhere(field),
        () => usersOf.setContactIfEmpty(userId, field, contact.target, deps.now()),
      );
      if (!set) throw conflict(`Your account already has ${field === "email" ? "an email address" : "a phone number"}`);
      return userService(deps.db).profile(userId);
    },
  };
}
