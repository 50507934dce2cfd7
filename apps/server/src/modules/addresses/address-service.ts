import { ADDRESS_LIMIT, type Address, type AnyAddressInput, type UpdateAddressInput } from "@pallu/domain";
import type { AppDeps } from "../../app-deps.js";
import { conflict, notFound } from "../../lib/app-error.js";
import { presentAddress } from "../users/index.js";
import { addressFieldsOf, addressRepository } from "./address-repository.js";

const NOT_FOUND = "Address not found";


/** A customer's delivery addresses; every call answers the caller's whole list (docs/api.md#user). */
export function addressService(deps: AppDeps) {
  const addressesOf = addressRepository(deps.db);
  const listOf = async (userId: string): Promise<Address[]> => (await addressesOf.listOf(userId)).map(presentAddress);

  return {
    list: listOf,

    async add(userId: string, input: AnyAddressInput): Promise<Address[]> {
      await deps.db.transaction(async (tx) => {
        const repository = addressRepository(tx);
        await repository.lockOwner(userId);
        if ((await repository.countOf(userId)) >= ADDRESS_LIMIT) {
          throw conflict(`You can keep at most ${ADDRESS_LIMIT} addresses. Please remove one first.`);
        }
        await repository.create(userId, addressFieldsOf(input), deps.now());
      });
      return listOf(userId);
    },

    async update(userId: string, input: UpdateAddressInput): Promise<Address[]> {
      if (!(await addressesOf.update(userId, input.id, addressFieldsOf(input), deps.now()))) throw notFound(NOT_FOUND);
      return listOf(userId);
    },

    async remove(userId: string, id: string): Promise<Address[]> {
      if (!(await addressesOf.remove(userId, id))) throw notFound(NOT_FOUND);
      return listOf(userId);
    },
  };
}
