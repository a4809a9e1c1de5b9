import type { Metadata } from "next";
import { ContactForm } from "@/components/contact/contact-form";
import { ContentPage } from "@/components/site/content-page";
import { pageMetadata } from "@/lib/seo/site-url";

export const metadata: Metadata = pageMetadata({
  title: "Contact us",
  description: "Questions, ideas, or a word or example sentence we got wrong? Write to the team behind Lexi, the English vocabulary app, with this short form.",
  path: "/contact",
});

export default function ContactPage() {
  return (
    <ContentPage title="Contact us" lede="Questions, ideas or a word we got wrong? Send us a message and we will get back to you.">
      <ContactForm />
    </ContentPage>
  );
}
