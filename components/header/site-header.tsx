import { HEADER_LINKS } from "@/lib/navigation";
import { AuthControls } from "./auth-controls";
import authStyles from "./auth-controls.module.css";
import { BrandLogo } from "./brand-logo";
import { CategorySubmenu } from "./category-submenu";
import { AccountIcon, CheckIcon, ChevronDownIcon, CloseIcon, LockIcon, LogoutIcon, MenuIcon, ProgressIcon } from "./icons";
import categoryOptionStyles from "./category-options.module.css";
import categorySubmenuStyles from "./category-submenu.module.css";
import learningNavStyles from "./learning-nav.module.css";
import { LearningNav } from "./learning-nav";
import { MobileMenu } from "./mobile-menu";
import { NavLink } from "./nav-link";
import { ReviewBarSlot, ReviewMenuSlot } from "./review-menu-slot";
import { SearchBox } from "@/components/words/search-box";
import { WORDS_PATH } from "@/lib/words/word-path";
import styles from "./site-header.module.css";

/** The category options' marks, drawn here for the client parts that list them. */
const CATEGORY_ICONS = { check: <CheckIcon size={16} className={categoryOptionStyles.check} />, lock: <LockIcon size={14} /> };

/**
 * The site header. A Server Component: what varies per visitor (the account
 * corner), per page (current link, learning bar) or per click (menus) sits in
 * small client leaves, so every page that uses it can still be prerendered.
 */
export function SiteHeader() {
  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <div className={styles.inner}>
          <BrandLogo />
          <MobileMenu
            beforeToggle={<ReviewBarSlot className={styles.barReview} badgeClassName={styles.badge} />}
            menuIcon={<MenuIcon size={24} />}
            closeIcon={<CloseIcon size={24} />}
          >
            <nav aria-label="Main" className={styles.nav}>
              <ul className={styles.links}>
                {HEADER_LINKS.map(({ label, href }) =>
                  href === "/flashcards" ? (
                    <li key={href}>
                      {/* Wide layout: a link; in the slide-in menu: a sub-menu of categories. */}
                      <NavLink href={href} className={`${styles.link} ${styles.wideOnly}`}>
                        {label}
                      </NavLink>
                      <div className={styles.narrowOnly}>
                        <CategorySubmenu
                          className={styles.link}
                          chevron={<ChevronDownIcon size={18} className={categorySubmenuStyles.chevron} />}
                          icons={CATEGORY_ICONS}
                        />
                      </div>
                    </li>
                  ) : (
                    <li key={href}>
                      <NavLink href={href} className={styles.link}>
                        {label}
                      </NavLink>
                    </li>
                  ),
                )}
                {/* Review with its count and Progress, in the slide-in menu for a signed-in user. */}
                <ReviewMenuSlot
                  itemClassName={styles.narrowOnly}
                  progressItemClassName={styles.narrowOnly}
                  linkClassName={styles.link}
                  badgeClassName={styles.badge}
                />
                {/* The word index, in the slide-in menu (the wide layout has the search beside the links and the footer's link). */}
                <li className={styles.narrowOnly}>
                  <NavLink href={WORDS_PATH} className={styles.link}>
                    Words A–Z
                  </NavLink>
                </li>
              </ul>
            </nav>
            {/* The word search: in the bar, or in the slide-in menu below its links; its combobox loads on first focus. */}
            <div className={styles.search}>
              <SearchBox />
            </div>
            <div className={styles.account}>
              <AuthControls
                icons={{
                  account: <AccountIcon size={18} />,
                  chevron: <ChevronDownIcon size={16} className={authStyles.chevron} />,
                  logout: <LogoutIcon size={18} />,
                  progress: <ProgressIcon size={18} />,
                }}
              />
            </div>
          </MobileMenu>
        </div>
      </div>
      <LearningNav icons={{ chevron: <ChevronDownIcon size={16} className={learningNavStyles.chevron} />, ...CATEGORY_ICONS }} />
    </header>
  );
}
