import "@fontsource/cormorant-garamond/latin-500.css";
import "@fontsource/cormorant-garamond/latin-600.css";
import "@fontsource/cormorant-garamond/latin-700.css";
import "@fontsource-variable/mulish/wght.css";
import "./index.css";

import { StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { App, startStore } from "./app/app";
import { readPageData } from "./app/page-data";

const container = document.getElementById("root");
if (!container) throw new Error("The page has no #root element");

const pageData = readPageData();
startStore(pageData);
const app = (
  <StrictMode>
    <App pageData={pageData} />
  </StrictMode>
);
// A storefront page arrives rendered by the server and is brought to life; the others start empty.
if (container.firstElementChild) hydrateRoot(container, app);
else createRoot(container).render(app);
