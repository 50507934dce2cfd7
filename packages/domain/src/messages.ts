/** User-facing messages (docs/shop-rules.md#messages). One source for server and web. */
import { productMessages, searchMessages } from "./storefront-messages.js";

export { productMessages, searchMessages };

export const messages = {
  login: {
    invalidEmail: "Invalid email address",
    invalidPhone: "Invalid phone number",
    passwordRequired: "Password is required",
    passwordMin: "Password must be at least 6 characters",
    emailOrPhone: "Please provide either an email or a phone number.",
  },
  signup: {
    fullnameRequired: "Full Name is required",
    passwordMin: "Password must be at least 8 characters",
    confirmRequired: "Confirm Password is required",
    passwordsDiffer: "Passwords do not match",
    otpRequired: "OTP is required",
  },
  profile: {
    fullnameRequired: "Full name is required",
    incorrectDetails: "Please enter correct details",
  },
  address: {
    nameRequired: "Name is required",
    line1Required: "Address Line 1 is required",
    cityRequired: "City is required",
    stateRequired: "State is required",
    zipRequired: "Zip Code is required",
    phoneRequired: "Phone Number is required",
  },
  checkout: {
    addEmail: "Please add email ID before login",
    selectAddress: "Select Any Address",
    verifyAccount: "Please verify your account from manage account",
    inProgress: "Booking is in progress",
  },
  product: productMessages,
  review: {
    verifyToPost: "Verify your account to post review",
    loginToPost: "Login to post review",
  },
  productForm: {
    detailRequired: "Atleast one detail is required",
  },
  categoryForm: {
    fieldRequired: "This field is required",
    imageRequired: "Image is required",
  },
  sliderForm: {
    titleRequired: "Title is required",
    descriptionRequired: "Description is required",
    imageRequired: "Image is required",
  },
  cart: {
    outOfStock: "Out of Stock",
    maximumSelected: "Maximum selected",
    minimumSelected: "Minimum selected",
    notInCart: "Product is not in cart",
    oneOfAKind: (name: string) => `${name} is one of a kind: there is only this one piece, so you can buy one.`,
  },
  payment: {
    failed: "Oops! Payment Failed.",
    verifyFailed: "Unable to Complete Payment",
    success: "Payment Successful",
    verified: "Payment Verified successfully",
    onlineOff: "Online payment is not available at the moment. Please choose Cash on Delivery.",
    coveredByCredit: "Your store credit covers this whole order: place it with Cash on Delivery and nothing will be collected.",
    /** A payment that came back after its hold lapsed and could not become an order, by why; each is refunded in full. */
    refundedLate: {
      soldOut: "Sorry, these items sold out while you were paying. Your payment has been refunded in full.",
      creditSpent: "Your store credit was used on another order while you were paying. Your payment has been refunded in full.",
      offerGone: "The offer on this order was used up while you were paying. Your payment has been refunded in full.",
    },
  },
  search: searchMessages,
  order: {
    wait: "Wait",
  },
  notFound: "Page not found",
} as const;
