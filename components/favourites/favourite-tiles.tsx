import { AppLink } from "@/components/ui/app-link";
import { TILE_GROUPS, tileSlug, type Tile } from "@/lib/favourites/favourites";
import styles from "./favourite-tiles.module.css";
import { UnavailableTile } from "./unavailable-tile";

function TileItem({ tile }: { tile: Tile }) {
  if (tile.action === "unavailable") {
    return <UnavailableTile label={tile.label} className={`${styles.tile} ${styles.unavailable}`} badgeClassName={styles.badge} />;
  }
  return (
    <AppLink href={tile.href} className={styles.tile}>
      <span>{tile.label}</span>
      <span className={styles.arrow} aria-hidden="true">
        →
      </span>
    </AppLink>
  );
}

/** The favourites menu: the tiles in their groups and order (docs/product.md#favourites). */
export function FavouriteTiles() {
  return (
    <div className={styles.groups}>
      {TILE_GROUPS.map((group) => {
        const key = group.tiles.map((tile) => tile.label).join("|");
        const list = (
          <ul className={styles.tiles}>
            {group.tiles.map((tile) => (
              <li key={tile.label}>
                <TileItem tile={tile} />
              </li>
            ))}
          </ul>
        );
        return group.heading ? (
          <section key={key} className={styles.group} aria-labelledby={`tiles-${tileSlug(group.heading)}`}>
            <h2 id={`tiles-${tileSlug(group.heading)}`} className={styles.heading}>
              {group.heading}
            </h2>
            {list}
          </section>
        ) : (
          <div key={key} className={styles.single}>
            {list}
          </div>
        );
      })}
    </div>
  );
}
