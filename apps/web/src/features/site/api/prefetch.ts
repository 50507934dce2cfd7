import { visitAnswers } from "@/lib/page-query";
import { siteDataRead } from "./site-api";

/** Starts the home page's hero slides before the home page's code has arrived. */
export const prefetchHeroSlides = () => visitAnswers().ensure(siteDataRead());
