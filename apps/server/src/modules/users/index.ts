/** The users module's public face: other modules import only what is named here. */
export { presentAddress } from "./user-presenter.js";
export { type AddressRow, userRepository } from "./user-repository.js";
export { userService } from "./user-service.js";
export { counterCustomer, type CounterCustomerInput } from "./counter-customers.js";
