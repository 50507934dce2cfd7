/** The addresses module's public face: other modules import only what is named here. */
export { addressFieldsOf, addressRepository } from "./address-repository.js";
