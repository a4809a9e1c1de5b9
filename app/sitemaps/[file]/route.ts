import { sitemapEntries, sitemapFiles, urlSetResponse } from "@/lib/seo/sitemaps";

// The sitemaps the index lists, each built at build time.
export const dynamicParams = false;

export function generateStaticParams(): { file: string }[] {
  return sitemapFiles().map((file) => ({ file }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }): Promise<Response> {
  const entries = sitemapEntries((await params).file);
  return entries ? urlSetResponse(entries) : new Response("Not found", { status: 404 });
}
