import type { Metadata } from "next";
import { ContactForm } from "@/components/contact/contact-form";
import { ContentPage } from "@/components/site/content-page";
import { pageMetadata } from "@/lib/seo/site-url";

export const metadata: Metadata = pageMetadata({
  title: "Contact us",
  description: "Questions, ideas or a word we got wrong? Send the Lexi team a message.",
  path: "/contact",
});

export default function ContactPage() {
  return (
    <ContentPage title="Contact us" lede="Questions, ideas or a word we got wrong? Send us a message and we will get back to you.">
      <ContactForm />
    </ContentPage>
  );
}
