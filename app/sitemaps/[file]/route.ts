import { sitemapFiles, sitemapPaths, urlSetResponse } from "@/lib/seo/sitemaps";

// The sitemaps the index lists, each built at build time.
export const dynamicParams = false;

export function generateStaticParams(): { file: string }[] {
  return sitemapFiles().map((file) => ({ file }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }): Promise<Response> {
  const paths = sitemapPaths((await params).file);
  return paths ? urlSetResponse(paths) : new Response("Not found", { status: 404 });
}
