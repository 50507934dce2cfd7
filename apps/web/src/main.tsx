import "@fontsource/cormorant-garamond/latin-500.css";
import "@fontsource/cormorant-garamond/latin-600.css";
import "@fontsource/cormorant-garamond/latin-700.css";
import "@fontsource-variable/mulish/wght.css";
import "./index.css";

import { afterFirstScreen, releasePageScripts } from "./app/first-screen";

const container = document.getElementById("root");
if (!container) throw new Error("The page has no #root element");

const start = () => {
  releasePageScripts();
  void import("./boot").then(({ startShop }) => startShop(container));
};

// A storefront page arrives whole from the server: its words and its largest picture are shown
// before the shop's scripts are fetched, so on a slow phone they do not share the line with the
// picture. Account, checkout and admin pages are empty until the scripts run, so those start at once.
if (container.firstElementChild) afterFirstScreen(start);
else start();
