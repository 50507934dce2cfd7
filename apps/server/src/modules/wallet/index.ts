/** The wallet module's public face: other modules import only what is named here. */
export {
  addStoreCredit,
  attachHeldCredit,
  CREDIT_SPENT,
  lockWallet,
  releaseHeldCredit,
  spendStoreCredit,
  storeCreditBalance,
} from "./store-credit.js";
export { walletOnTransition } from "./wallet-effects.js";
