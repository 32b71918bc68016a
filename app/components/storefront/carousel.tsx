import { useEffect, useState } from "react";
import { useStoreTexts } from "#app/i18n/store-texts";

const INTERVAL_MS = 2000; // spec 1 §9

/**
 * The about-us carousel: the shop's images in turn every 2 seconds. It holds still for people who ask for reduced
 * motion, and the dots let anyone choose an image.
 */
export function Carousel({ imageKeys, shopName }: { imageKeys: readonly string[]; shopName: string }) {
  const t = useStoreTexts();
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const count = imageKeys.length;

  useEffect(() => {
    if (count < 2 || paused || window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    const t = setInterval(() => setIndex((i) => (i + 1) % count), INTERVAL_MS);
    return () => clearInterval(t);
  }, [count, paused]);

  if (count === 0) return null;
  return (
    // The WAI-ARIA carousel pattern: a labelled region; pointer and focus only pause the rotation.
    <section
      className="relative -mx-4 overflow-hidden bg-stone-200 sm:mx-0 sm:rounded-lg"
      aria-roledescription={t.browse.carousel}
      aria-label={t.browse.photosOf(shopName)}
      onPointerEnter={() => setPaused(true)}
      onPointerLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <div
        className="flex transition-transform duration-500 motion-reduce:transition-none"
        style={{ transform: `translateX(-${index * 100}%)` }}
      >
        {imageKeys.map((key, i) => (
          <img
            key={key}
            src={`/files/${key}`}
            alt={t.browse.photo(shopName, i + 1, count)}
            width={800}
            height={450}
            loading={i === 0 ? "eager" : "lazy"}
            decoding="async"
            aria-hidden={i !== index}
            className="aspect-video w-full shrink-0 object-cover"
          />
        ))}
      </div>
      {count > 1 && (
        <div className="absolute inset-x-0 bottom-2 flex justify-center gap-1">
          {imageKeys.map((key, i) => (
            <button
              key={key}
              type="button"
              aria-label={t.browse.showPhoto(i + 1)}
              aria-current={i === index}
              onClick={() => setIndex(i)}
              className="flex size-6 items-center justify-center"
            >
              <span className={`block size-2.5 rounded-full ${i === index ? "bg-white" : "bg-white/50"}`} />
            </button>
          ))}
        </div>
      )}
    </section>
  );
}
