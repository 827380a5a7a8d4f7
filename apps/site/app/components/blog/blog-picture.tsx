import type { BlogArticleImage } from "@agencia/content/blog";
import { cn } from "@agencia/ui/cn";
import { preload } from "react-dom";

interface BlogPictureProps {
  image: BlogArticleImage;
  /** The `sizes` of the sources: how wide the image shows at each breakpoint. */
  sizes: string;
  /** The page's largest image (LCP): loads at once with high priority; others load lazily. */
  priority?: boolean;
  className?: string;
}

/** An article cover: AVIF at 768 and 1200 px, JPEG fallback, with its intrinsic size. */
export function BlogPicture({ image, sizes, priority = false, className }: BlogPictureProps) {
  const avif = `${image.avif768} 768w, ${image.avif} 1200w`;
  // The page's LCP image: React puts this preload in the prerendered head, ahead of the CSS.
  if (priority) {
    preload(image.jpg, {
      as: "image",
      type: "image/avif",
      imageSrcSet: avif,
      imageSizes: sizes,
      fetchPriority: "high",
    });
  }
  return (
    <picture>
      <source type="image/avif" srcSet={avif} sizes={sizes} />
      <img
        src={image.jpg}
        alt={image.alt}
        width={image.width}
        height={image.height}
        loading={priority ? "eager" : "lazy"}
        decoding={priority ? "sync" : "async"}
        fetchPriority={priority ? "high" : "auto"}
        className={cn("aspect-video h-auto w-full object-cover", className)}
      />
    </picture>
  );
}
