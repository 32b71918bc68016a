import { renderToReadableStream } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { ProductCard } from "#app/components/storefront/product-card";
import { QuickRow } from "#app/components/storefront/quick-row";
import { SuggestionList } from "#app/components/storefront/search-box";
import { StoreScreen } from "#app/components/storefront/storefront";
import type { CatalogueState } from "#app/components/storefront/use-catalogue";
import { type Notices, type Storefront, useStorefront } from "#app/components/storefront/use-storefront";
import type { BrowseState } from "#app/domain/browse";
import type { Cart } from "#app/domain/cart";
import { prepareCatalogue, suggest } from "#app/domain/catalogue";
import type { SavedCustomer } from "#app/domain/customer";
import type { KeptOrder } from "#app/domain/kept-order";
import { priceCart, pricedTotals } from "#app/domain/place-order";
import { shownNames } from "#app/domain/product-names";
import type { LastOrder } from "#app/domain/repeat-order";
import type { StorePageData, View } from "#app/domain/store-page";
import { loadBook } from "#app/i18n/book";
import type { Writing } from "#app/i18n/locale";
import { useWriting, WritingProvider } from "#app/i18n/provider";
import { STORE_BOOK } from "#app/i18n/store";
import { showsRegionalNames } from "../../themes/themes";

/*
 * The storefront's screens drawn on the server (react-dom's renderToReadableStream) for a state given to them: what a phone
 * shows after taps, which the store page's own server render (its first view, before the catalogue) never reaches.
 */

/** What the phone holds that decides a screen: its storage, its history's view, the browsing it is in. */
export type StoreState = {
  view: View;
  cart: Cart;
  customer: SavedCustomer | null;
  guest: boolean;
  favouriteIds: readonly number[];
  lastOrder: LastOrder | null;
  keptOrder: KeptOrder | null;
  notices: Notices | null;
  /** The short message after a tap. */
  message: string | null;
  browseState: BrowseState;
  quickMode: boolean;
};

/** Where the screen is: the page's data, the catalogue's request and the network. */
export type StorePlace = { data: StorePageData; catalogue: CatalogueState; online: boolean };

/**
 * The storefront's own state (useStorefront, with its operations) holding `state` instead of what this server render
 * read (nothing: storage and history are the browser's); its figures priced as useStorefront prices them.
 */
function useStoreIn(place: StorePlace, state: StoreState): Storefront {
  const live = useStorefront(place.data, place.catalogue.state === "ready");
  const priced = priceCart(state.cart, live.catalogue);
  const totals = pricedTotals(priced, place.data.settings);
  return {
    ...live,
    ...state,
    favourites: new Set(state.favouriteIds),
    priced,
    totals,
    summary: { itemCount: priced.length, totalPaise: totals.totalPaise },
  };
}

function Screen({ place, state }: { place: StorePlace; state: StoreState }) {
  return <StoreScreen {...place} store={useStoreIn(place, state)} />;
}

/**
 * What the list and the search box draw once the phone has them: every product as a card and as a quick mode line
 * (the server draws the list empty: ProductGrid defers it past the view's first paint), and the suggestions for the
 * state's typed text (they open when the box has focus).
 */
function Drawn({ place, state }: { place: StorePlace; state: StoreState }) {
  const store = useStoreIn(place, state);
  const { data } = place;
  const { locale } = useWriting();
  const regional = showsRegionalNames(data.shop.languageChoice);
  const infoBesidePrice = data.shop.informationPlace === 1;
  const suggestions = suggest(prepareCatalogue(data.products), state.browseState.text).map((p) => ({
    id: p.id,
    ...shownNames(p, regional, locale),
  }));
  return (
    <>
      <ul>
        {data.products.map((p) => (
          <ProductCard
            key={p.id}
            product={p}
            store={store}
            regional={regional}
            eager
            infoBesidePrice={infoBesidePrice}
          />
        ))}
      </ul>
      <ul>
        {data.products.map((p) => (
          <QuickRow key={p.id} product={p} store={store} regional={regional} infoBesidePrice={infoBesidePrice} />
        ))}
      </ul>
      <SuggestionList id="search" suggestions={suggestions} active={0} onPick={() => undefined} />
    </>
  );
}

/**
 * Draws `element` as a page in `writing` does: its book loaded first (as the server awaits it), a router around it,
 * and every part the page loads on its own (billing's bill) drawn in before the markup is read.
 */
async function draw(writing: Writing, element: React.ReactNode): Promise<string> {
  await loadBook(STORE_BOOK, writing.locale);
  const router = createMemoryRouter([{ path: "/", element }]);
  const stream = await renderToReadableStream(
    <WritingProvider writing={writing}>
      <RouterProvider router={router} />
    </WritingProvider>,
  );
  await stream.allReady;
  return new Response(stream).text();
}

/** The store's screen for a state: its header and notices, the view, the footer. */
export const drawStoreScreen = (writing: Writing, place: StorePlace, state: StoreState) =>
  draw(writing, <Screen place={place} state={state} />);

/** The list's cards and lines and the search box's suggestions, for a state. */
export const drawListAndSuggestions = (writing: Writing, place: StorePlace, state: StoreState) =>
  draw(writing, <Drawn place={place} state={state} />);
