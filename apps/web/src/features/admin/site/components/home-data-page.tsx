import type { Slide } from "@pallu/domain";
import { useState } from "react";
import { AdminPageHeader, AdminPanel } from "../../shared/components/page-header";
import { Spinner } from "../../shared/components/states";
import { useGetAdminBannerQuery, useGetAdminFooterQuery, useGetAdminSlidesQuery } from "../api/admin-site-api";
import { BannerForm } from "./banner-form";
import { FooterForm } from "./footer-form";
import { SlideForm } from "./slide-form";
import { SlideList } from "./slide-list";

/** /admin/home: the home slider (form and ordered list), the banner line and the footer. */
export function HomeDataPage() {
  const { data: slides, isLoading } = useGetAdminSlidesQuery();
  const banner = useGetAdminBannerQuery();
  const footer = useGetAdminFooterQuery();
  const [editing, setEditing] = useState<Slide | null>(null);
  // A new form after every save, so a saved slide's fields do not linger.
  const [formRound, setFormRound] = useState(0);
  const done = () => {
    setEditing(null);
    setFormRound((round) => round + 1);
  };

  return (
    <>
      <AdminPageHeader
        title="Home Data"
        intro="What shoppers see first: the slider on the home page, the banner line and the footer."
      />
      <div className="grid grid-cols-1 gap-5 xl:grid-cols-[26rem_minmax(0,1fr)] xl:items-start">
        <AdminPanel
          title={editing ? "Edit slide" : "Add a slide"}
          description="The small image is shown on phones and tablets up to 768 px wide, the large one above."
        >
          <SlideForm key={editing?._id ?? `new-${formRound}`} slide={editing ?? undefined} onDone={done} />
        </AdminPanel>
        <AdminPanel title="Slides" description="Shown in this order on the home page.">
          <SlideList
            slides={slides}
            isLoading={isLoading}
            editingId={editing?._id ?? null}
            onEdit={(slide) => {
              setEditing(slide);
              window.scrollTo({ top: 0, behavior: "smooth" });
            }}
          />
        </AdminPanel>
        <AdminPanel title="Banner" description="The line above the shop’s header." className="xl:col-span-2">
          {banner.data ? (
            <BannerForm key={JSON.stringify(banner.data)} banner={banner.data} />
          ) : banner.isLoading ? (
            <Spinner />
          ) : (
            <BannerForm banner={{ text: "" }} />
          )}
        </AdminPanel>
        <AdminPanel
          title="Footer"
          description="About text, contact details and social links at the bottom of every page."
          className="xl:col-span-2"
        >
          {footer.data ? (
            <FooterForm key={JSON.stringify(footer.data)} footer={footer.data} />
          ) : footer.isLoading ? (
            <Spinner />
          ) : (
            <FooterForm footer={EMPTY_FOOTER} />
          )}
        </AdminPanel>
      </div>
    </>
  );
}

const EMPTY_FOOTER = { about: "", email: "", phone: "", whatsapp: "", address: "", social: {} };
