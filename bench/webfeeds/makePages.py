#!/usr/bin/env python3
"""Writes the website-feed evaluation set (pages/*.html and expected.json): 32 listing pages of distinct
structures, each wrapped in the chrome real sites have (menus, sidebars with their own link lists, footers),
shaped after the markup of common engines and sites. Re-run only to change the set; the HTML is committed."""
import json, html

E = html.escape
SITE = "https://{host}"

def chrome(host, title, body, lang="en", extra_head=""):
    nav = "".join(f'<li class="menu-item"><a href="/{s}/">{s.title()}</a></li>' for s in ["news", "about", "archive", "contact", "shop"])
    side = "".join(f'<li><a href="/tag/{t}/">{t}</a> ({n})</li>' for t, n in [("python", 12), ("rust", 7), ("web", 22), ("design", 4)])
    foot = "".join(f'<a href="/{s}">{s}</a> ' for s in ["privacy", "terms", "imprint", "rss"])
    return f"""<!doctype html>
<html lang="{lang}"><head><meta charset="utf-8"><title>{E(title)}</title>{extra_head}
<link rel="stylesheet" href="/assets/site.css"><script src="/assets/analytics.js"></script></head>
<body>
<header class="site-header"><a class="logo" href="/">{E(host)}</a><nav class="main-nav"><ul class="menu">{nav}</ul></nav></header>
<div class="wrap">
{body}
<aside class="sidebar"><section class="widget widget_tag_cloud"><h3>Tags</h3><ul>{side}</ul></section>
<section class="widget"><h3>Follow</h3><ul class="social"><li><a href="https://mastodon.social/@x">Mastodon</a></li><li><a href="https://github.com/x">GitHub</a></li></ul></section></aside>
</div>
<footer class="site-footer"><p>© 2026 {E(host)} · {foot}</p></footer>
</body></html>
"""

PAGES = []
def page(name, host, title, items, render, wrap=lambda s: s, lang="en", path="/"):
    body = wrap("\n".join(render(i, it) for i, it in enumerate(items)))
    expected = [[it["t"], f"https://{host}{it['l']}" if it["l"].startswith("/") else it["l"]] for it in items]
    PAGES.append((name, host, path, chrome(host, title, body, lang), expected))

def mk(prefix, titles, linkfmt="/{prefix}/{slug}/"):
    out = []
    for n, t in enumerate(titles):
        slug = "-".join(w.lower().strip(",.:?!'’") for w in t.split()[:5])
        out.append({"t": t, "l": linkfmt.format(prefix=prefix, slug=slug, n=n + 1, id=48211 + n * 7), "n": n})
    return out

T1 = ["Why we moved our build to Bazel", "A field guide to PostgreSQL locks", "Shipping a Rust CLI in 30 days", "The quiet joy of boring technology", "Notes from the infrastructure summit", "How we cut our cloud bill in half"]
T2 = ["Council approves new cycle lanes", "Storm warning issued for the coast", "Local bakery wins national award", "Schools to reopen after repairs", "Rail strike called off at last minute"]
T3 = ["Understanding async iterators", "CSS container queries in practice", "Testing with real databases", "A gentle introduction to WebGPU", "Refactoring a ten-year-old codebase"]
T4 = ["Winter jazz night at the library", "Community garden planting day", "Beginners' chess tournament", "Open studio weekend", "Film club: classic noir double bill"]
T5 = ["Merino wool crew sweater", "Waxed canvas tote bag", "Stoneware pour-over set", "Linen duvet cover", "Cast iron skillet 26 cm", "Walnut cutting board"]
T6 = ["Installing on Debian 13 fails with missing libssl", "Feature request: dark mode for the editor", "How do I migrate settings between machines?", "Crash when opening large PDF files", "Show us your home lab setup"]
D = ["2026-11-20", "2026-11-18", "2026-11-15", "2026-11-11", "2026-11-07", "2026-11-02"]

# 1 WordPress (twentytwenty-style)
page("01-wordpress.html", "blog.example.org", "Engineering Blog", mk("2026/11", T1),
     lambda i, it: f'''<article class="post-{100+i} post type-post status-publish format-standard hentry category-engineering" id="post-{100+i}">
<header class="entry-header"><h2 class="entry-title"><a href="{it['l']}" rel="bookmark">{E(it['t'])}</a></h2>
<div class="entry-meta"><span class="posted-on"><time class="entry-date published" datetime="{D[i]}T09:00:00+00:00">{D[i]}</time></span> <span class="byline">by <span class="author vcard"><a class="url fn n" href="/author/ana/">Ana Silva</a></span></span></div></header>
<div class="entry-summary"><p>In this post we look at {E(it['t'].lower())} and what it taught us about running software at scale. Read on for the details.</p></div>
<footer class="entry-footer"><span class="cat-links"><a href="/category/engineering/" rel="category tag">Engineering</a></span></footer></article>''',
     lambda s: f'<main id="main" class="site-main">{s}<nav class="navigation pagination"><div class="nav-links"><a class="page-numbers" href="/page/2/">2</a><a class="page-numbers" href="/page/3/">3</a><a class="next page-numbers" href="/page/2/">Next</a></div></nav></main>')

# 2 Ghost (Casper)
page("02-ghost.html", "ghost.example.com", "Casper Journal", mk("p", T3, "/{slug}/"),
     lambda i, it: f'''<article class="post-card post tag-javascript">
<a class="post-card-image-link" href="{it['l']}"><img class="post-card-image" srcset="/content/images/size/w300/{i}.jpg 300w" src="/content/images/size/w600/{i}.jpg" alt="{E(it['t'])}" loading="lazy"></a>
<div class="post-card-content"><a class="post-card-content-link" href="{it['l']}"><header class="post-card-header"><div class="post-card-tags"><span class="post-card-primary-tag">JavaScript</span></div><h2 class="post-card-title">{E(it['t'])}</h2></header>
<div class="post-card-excerpt">A practical walk through the ideas behind this, with examples you can run today and the pitfalls to avoid.</div></a>
<footer class="post-card-meta"><time class="post-card-meta-date" datetime="{D[i]}">{["Nov 20, 2026","Nov 18, 2026","Nov 15, 2026","Nov 11, 2026","Nov 7, 2026"][i]}</time><span class="post-card-meta-length">6 min read</span></footer></div></article>''',
     lambda s: f'<main id="site-main" class="site-main outer"><div class="inner posts"><div class="post-feed">{s}</div></div></main>')

# 3 Jekyll minima
page("03-jekyll.html", "jekyll.example.net", "My Jekyll Site", mk("2026/11/20", T3, "/2026/11/{n}/{slug}.html"),
     lambda i, it: f'<li><span class="post-meta">Nov {20-i*2}, 2026</span>\n<h3><a class="post-link" href="{it["l"]}">{E(it["t"])}</a></h3></li>',
     lambda s: f'<main class="page-content" aria-label="Content"><div class="wrapper"><div class="home"><h2 class="post-list-heading">Posts</h2><ul class="post-list">{s}</ul><p class="rss-subscribe">subscribe <a href="/feed.xml">via RSS</a></p></div></div></main>')

# 4 Hugo PaperMod
page("04-hugo-papermod.html", "hugo.example.dev", "PaperMod", mk("posts", T1),
     lambda i, it: f'''<article class="post-entry"><header class="entry-header"><h2 class="entry-hint-parent">{E(it['t'])}</h2></header>
<div class="entry-content"><p>Short summary of the article about {E(it['t'].lower())}, as Hugo writes it from the first paragraph…</p></div>
<footer class="entry-footer"><span title="{D[i]} 10:00:00 +0000 UTC">November {20-i}, 2026</span>&nbsp;·&nbsp;4 min&nbsp;·&nbsp;Jane Doe</footer>
<a class="entry-link" aria-label="post link to {E(it['t'])}" href="{it['l']}"></a></article>''',
     lambda s: f'<main class="main"><article class="first-entry home-info"><header class="entry-header"><h1>Hi there</h1></header><div class="entry-content">Welcome to my blog</div></article>{s}<footer class="page-footer"><nav class="pagination"><a class="next" href="/page/2/">Next&nbsp;&nbsp;»</a></nav></footer></main>')

# 5 Substack archive
page("05-substack.html", "letters.substack.example", "Archive - Letters", mk("p", T1, "/p/{slug}"),
     lambda i, it: f'''<div class="post-preview portable-archive-post has-image" data-testid="post-preview">
<div class="post-preview-content"><a class="post-preview-title newsletter" href="{it['l']}">{E(it['t'])}</a>
<div class="post-preview-description">This week: {E(it['t'].lower())}, plus three links worth your time.</div>
<table class="post-meta custom"><tr><td class="post-meta-item post-date"><time datetime="{D[i]}T06:00:00.000Z">NOV {20-i}</time></td><td class="post-meta-item like-button-container"><a class="like-button" href="{it['l']}?like">12</a></td></tr></table></div>
<a class="image-link" href="{it['l']}"><img src="https://cdn.substack.example/{i}.png" width="150"></a></div>''',
     lambda s: f'<div class="portable-archive"><div class="portable-archive-tabs"><a class="active" href="?sort=new">Latest</a><a href="?sort=top">Top</a><a href="?sort=discussions">Discussions</a></div><div class="portable-archive-list">{s}</div></div>')

# 6 Blogger
page("06-blogger.html", "someone.blogspot.example", "Someone's Blog", mk("2026/11", T3, "/2026/11/{slug}.html"),
     lambda i, it: f'''<div class="date-outer"><h2 class="date-header"><span>Friday, November {20-i}, 2026</span></h2><div class="date-posts">
<div class="post-outer"><div class="post hentry uncustomized-post-template" itemprop="blogPost" itemscope="itemscope">
<h3 class="post-title entry-title" itemprop="name"><a href="{it['l']}">{E(it['t'])}</a></h3>
<div class="post-header"><div class="post-header-line-1"></div></div>
<div class="post-body entry-content" itemprop="description articleBody">Today I want to write about {E(it['t'].lower())}. It took me a while to get here.<div style="clear: both;"></div></div>
<div class="post-footer"><span class="post-author vcard">Posted by <span class="fn" itemprop="author">Sam</span></span> <span class="post-comment-link"><a class="comment-link" href="{it['l']}#comment-form">2 comments</a></span></div></div></div></div></div>''',
     lambda s: f'<div class="main-inner"><div class="blog-posts hfeed">{s}</div><div class="blog-pager" id="blog-pager"><a class="blog-pager-older-link" href="/search?updated-max=2026">Older Posts</a></div></div>')

# 7 BBC-like news front page
page("07-news-promos.html", "news.example.co.uk", "Home - News", mk("news", T2, "/news/uk-{id}"),
     lambda i, it: f'''<div class="gs-c-promo gs-t-News nw-c-promo gs-o-faux-block-link"><div class="gs-c-promo-image"><img src="https://ichef.example/{i}.jpg" alt=""></div>
<div class="gs-c-promo-body"><a class="gs-c-promo-heading gs-o-faux-block-link__overlay-link" href="{it['l']}"><h3 class="gs-c-promo-heading__title">{E(it['t'])}</h3></a>
<p class="gs-c-promo-summary">Officials said the decision followed months of consultation with residents and businesses.</p>
<ul class="gs-o-list-inline nw-c-promo-meta"><li><span class="gs-c-timestamp"><time datetime="x">{i+1}h</time></span></li><li><a class="gs-c-section-link" href="/news/uk">UK</a></li></ul></div></div>''',
     lambda s: f'<div id="news-top-stories-container"><div class="gel-layout">{s}</div></div><div class="nw-c-most-read"><h2>Most read</h2><ol><li><a href="/news/1">One</a></li><li><a href="/news/2">Two</a></li></ol></div>')

# 8 German news, relative dates
T8 = ["Bundestag beschließt neues Klimagesetz", "Bahn kündigt mehr Verbindungen an", "Hochwasser: Lage an der Elbe entspannt sich", "Neue Studie zu Mieten in Großstädten", "Fußball: Pokalsieger steht fest"]
page("08-news-de.html", "nachrichten.example.de", "Nachrichten", mk("artikel", T8, "/artikel/{id}.html"),
     lambda i, it: f'''<article class="teaser teaser--standard"><a class="teaser__link" href="{it['l']}"><div class="teaser__image"><img data-src="/bilder/{i}.jpg" alt=""></div>
<div class="teaser__content"><span class="teaser__topline">Politik</span><h2 class="teaser__headline">{E(it['t'])}</h2>
<p class="teaser__shorttext">Die Entscheidung fiel nach langer Debatte. Was sich jetzt ändert, im Überblick.</p></div></a>
<div class="teaser__meta"><span class="teaser__date">vor {i+2} Stunden</span></div></article>''',
     lambda s: f'<main class="content"><section class="teaser-list">{s}</section></main>', lang="de")

# 9 Hacker News table
T9 = ["Show HN: A tiny SQL engine in 2k lines", "The unreasonable effectiveness of plain text", "Ask HN: What are you working on?", "Why the web needs feeds again", "An illustrated guide to TLS 1.3"]
page("09-hn-table.html", "hn.example.com", "Hacker News", [dict(it, l=f"https://{['sql.example','plaintext.example','hn.example.com/item?id=9','feeds.example','tls.example'][it['n']]}/") for it in mk("x", T9)],
     lambda i, it: f'''<tr class="athing submission" id="{4200+i}"><td align="right" valign="top" class="title"><span class="rank">{i+1}.</span></td><td valign="top" class="votelinks"><center><a id="up_{4200+i}" href="vote?id={4200+i}&amp;how=up"><div class="votearrow" title="upvote"></div></a></center></td><td class="title"><span class="titleline"><a href="{it['l']}">{E(it['t'])}</a><span class="sitebit comhead"> (<a href="from?site=x"><span class="sitestr">x.example</span></a>)</span></span></td></tr>
<tr><td colspan="2"></td><td class="subtext"><span class="subline"><span class="score">{120-i*9} points</span> by <a href="user?id=u{i}" class="hnuser">user{i}</a> <span class="age" title="{D[i]}T10:00:00"><a href="item?id={4200+i}">{i+2} hours ago</a></span> | <a href="item?id={4200+i}">{30+i} comments</a></span></td></tr>
<tr class="spacer" style="height:5px"></tr>''',
     lambda s: f'<center><table id="hnmain"><tr><td><table border="0" cellpadding="0" cellspacing="0" class="itemlist"><tbody>{s}</tbody></table></td></tr></table></center>')

# 10 old reddit
T10 = ["TIL octopuses taste with their arms", "My grandfather's workshop, restored", "What's a skill everyone should learn?", "Sunrise over the Dolomites [OC]", "The new library opened downtown"]
page("10-old-reddit.html", "old.reddit.example", "reddit: the front page", mk("r", T10, "/r/pics/comments/{id}/{slug}/"),
     lambda i, it: f'''<div class=" thing id-t3_{i}x link" data-fullname="t3_{i}x"><p class="parent"></p><span class="rank">{i+1}</span>
<div class="midcol unvoted"><div class="arrow up" role="button"></div><div class="score unvoted">{900+i}</div></div>
<a class="thumbnail may-blank" href="{it['l']}"><img src="//b.thumbs.example/{i}.jpg" width="70" height="52" alt=""></a>
<div class="entry unvoted"><div class="top-matter"><p class="title"><a class="title may-blank" href="{it['l']}">{E(it['t'])}</a> <span class="domain">(<a href="/domain/i.example/">i.example</a>)</span></p>
<p class="tagline">submitted <time title="Fri Nov 20 10:00:00 2026 UTC" datetime="{D[i]}T10:00:00+00:00" class="live-timestamp">{i+3} hours ago</time> by <a href="/user/u{i}" class="author may-blank">u{i}</a> to <a href="/r/pics/" class="subreddit hover may-blank">r/pics</a></p>
<ul class="flat-list buttons"><li class="first"><a href="{it['l']}" class="bylink comments may-blank">{40+i} comments</a></li><li class="share"><a class="post-sharing-button" href="javascript: void 0;">share</a></li><li><a href="javascript:void(0)">save</a></li></ul></div></div><div class="child"></div><div class="clearleft"></div></div>
<div class="clearleft"></div>''',
     lambda s: f'<div class="content" role="main"><div id="siteTable" class="sitetable linklisting">{s}</div></div>')

# 11 phpBB forum
page("11-phpbb.html", "forum.example.org", "General discussion", mk("t", T6, "/viewtopic.php?t={id}"),
     lambda i, it: f'''<li class="row bg{1+i%2}"><dl class="row-item topic_read"><dt title="No unread posts"><div class="list-inner">
<a href="{it['l']}" class="topictitle">{E(it['t'])}</a><br><div class="topic-poster responsive-hide left-box">by <a href="/memberlist.php?mode=viewprofile&amp;u={i}" class="username">member{i}</a> » <time datetime="{D[i]}T08:15:00+00:00">Fri Nov {20-i}, 2026 8:15 am</time></div></div></dt>
<dd class="posts">{3+i} <dfn>Replies</dfn></dd><dd class="views">{80+i} <dfn>Views</dfn></dd><dd class="lastpost"><span><dfn>Last post </dfn>by <a href="/memberlist.php?u=9" class="username">mod</a> <a href="{it['l']}&amp;p=1#p1" title="Go to last post">»</a><br><time datetime="{D[i]}T12:00:00+00:00">Nov {20-i}, 2026</time></span></dd></dl></li>''',
     lambda s: f'<div class="forumbg"><div class="inner"><ul class="topiclist"><li class="header"><dl class="row-item"><dt><div class="list-inner">Topics</div></dt><dd class="posts">Replies</dd></dl></li></ul><ul class="topiclist topics">{s}</ul></div></div>')

# 12 Discourse
page("12-discourse.html", "discuss.example.io", "Latest topics", mk("t", T6, "/t/{slug}/{id}"),
     lambda i, it: f'''<tr class="topic-list-item category-support"><td class="main-link clearfix topic-list-data" colspan="1"><span class="link-top-line"><a href="{it['l']}" class="title raw-link raw-topic-link">{E(it['t'])}</a></span>
<div class="link-bottom-line"><a class="badge-category__wrapper" href="/c/support/5"><span class="badge-category__name">Support</span></a></div></td>
<td class="posters topic-list-data"><a href="/u/a{i}" data-user-card="a{i}"><img alt="" width="25" height="25" src="/user_avatar/a{i}.png" class="avatar" title="a{i} - Original Poster"></a></td>
<td class="num posts-map posts topic-list-data"><span class="number">{5+i}</span></td><td class="num views topic-list-data"><span class="number">{200+i}</span></td>
<td class="num topic-list-data age activity" title="Created: Nov {20-i}, 2026 9:01 am"><a class="post-activity" href="{it['l']}/last"><span class="relative-date" data-time="1763629260000">{i+1}h</span></a></td></tr>''',
     lambda s: f'<div class="topic-list-container"><table class="topic-list"><thead><tr><th class="default">Topic</th><th class="posters">Users</th><th class="posts num">Replies</th><th class="views num">Views</th><th class="activity num">Activity</th></tr></thead><tbody>{s}</tbody></table></div>')

# 13 Events
DATES13 = ["Sat, 12 December 2026", "Sun, 13 December 2026", "Wed, 16 December 2026", "Sat, 19 December 2026", "Tue, 22 December 2026"]
page("13-events.html", "events.example.city", "What's on", mk("events", T4),
     lambda i, it: f'''<div class="event-card"><div class="event-card__date"><span class="day">{12+i}</span><span class="month">Dec</span></div>
<div class="event-card__body"><h3 class="event-card__title"><a href="{it['l']}">{E(it['t'])}</a></h3><p class="event-card__when">{DATES13[i]}, 7:00 pm</p>
<p class="event-card__venue">Central Library, Room {i+1}</p><a class="btn btn-small" href="/tickets/{i}">Tickets</a></div></div>''',
     lambda s: f'<main><h1>Upcoming events</h1><form class="filters"><select name="c"><option>All</option></select></form><div class="event-list">{s}</div></main>')

# 14 WooCommerce shop
page("14-woocommerce.html", "shop.example.store", "Shop", mk("product", T5),
     lambda i, it: f'''<li class="product type-product post-{300+i} status-publish instock product_cat-home has-post-thumbnail shipping-taxable purchasable product-type-simple">
<a href="{it['l']}" class="woocommerce-LoopProduct-link woocommerce-loop-product__link"><img width="300" height="300" src="/wp-content/uploads/{i}-300x300.jpg" class="attachment-woocommerce_thumbnail" alt="" loading="lazy"><h2 class="woocommerce-loop-product__title">{E(it['t'])}</h2>
<span class="price"><span class="woocommerce-Price-amount amount"><bdi><span class="woocommerce-Price-currencySymbol">€</span>{49+i*10}.00</bdi></span></span></a>
<a href="?add-to-cart={300+i}" data-quantity="1" class="button product_type_simple add_to_cart_button ajax_add_to_cart" rel="nofollow">Add to cart</a></li>''',
     lambda s: f'<main id="main"><header class="woocommerce-products-header"><h1>Shop</h1></header><p class="woocommerce-result-count">Showing all 6 results</p><ul class="products columns-3">{s}</ul></main>')

# 15 Shopify Dawn
page("15-shopify.html", "dawn.example.shop", "Collection", mk("products", T5, "/products/{slug}"),
     lambda i, it: f'''<li class="grid__item scroll-trigger animate--slide-in"><div class="card-wrapper product-card-wrapper underline-links-hover"><div class="card card--standard card--media"><div class="card__inner ratio"><div class="card__media"><div class="media media--transparent"><img srcset="//cdn.example/{i}_165x.jpg 165w, //cdn.example/{i}_360x.jpg 360w" src="//cdn.example/{i}_533x.jpg" alt="{E(it['t'])}" width="533" height="533"></div></div></div>
<div class="card__content"><div class="card__information"><h3 class="card__heading h5"><a href="{it['l']}" class="full-unstyled-link">{E(it['t'])}</a></h3>
<div class="card-information"><div class="price"><span class="price-item price-item--regular">€{29+i*5},00 EUR</span></div></div></div></div></div></div></li>''',
     lambda s: f'<div class="collection page-width"><ul id="product-grid" class="grid product-grid grid--2-col-tablet-down grid--4-col-desktop">{s}</ul></div>')

# 16 Release table
T16 = ["Version 4.2.0", "Version 4.1.3", "Version 4.1.2", "Version 4.1.1", "Version 4.1.0"]
page("16-release-table.html", "tool.example.org", "Releases", mk("releases", T16, "/releases/{slug}.html"),
     lambda i, it: f'<tr><td><a href="{it["l"]}">{E(it["t"])}</a></td><td>{D[i]}</td><td>Bug fixes and performance improvements for the {["parser","cli","server","docs","api"][i]}.</td></tr>',
     lambda s: f'<main><h1>Release history</h1><table class="releases"><thead><tr><th>Release</th><th>Date</th><th>Notes</th></tr></thead><tbody>{s}</tbody></table></main>')

# 17 Job board
T17 = ["Senior Backend Engineer (Go)", "Product Designer", "Site Reliability Engineer", "Data Analyst, Growth", "Engineering Manager, Payments"]
page("17-jobs.html", "jobs.example.work", "Remote jobs", mk("jobs", T17, "/jobs/{id}"),
     lambda i, it: f'''<li class="job-listing"><a href="{it['l']}" class="job-listing__link"><div class="job-listing__logo"><img src="/logos/{i}.png" alt="Company {i}"></div>
<div class="job-listing__main"><h2 class="job-listing__title">{E(it['t'])}</h2><span class="job-listing__company">Company {i}</span> · <span class="job-listing__location">Remote (EU)</span></div>
<span class="job-listing__posted">{i+1}d ago</span></a></li>''',
     lambda s: f'<section class="jobs"><h1>Latest jobs</h1><ul class="job-listings">{s}</ul></section>')

# 18 Podcast
T18 = ["Ep. 120: Building calm companies", "Ep. 119: The economics of open source", "Ep. 118: Designing for trust", "Ep. 117: A year of remote work", "Ep. 116: What we got wrong"]
page("18-podcast.html", "podcast.example.fm", "Episodes", mk("episodes", T18, "/episodes/{n}"),
     lambda i, it: f'''<div class="episode"><div class="episode-art"><img src="/art/{i}.jpg" alt=""></div><div class="episode-info"><h3><a href="{it['l']}">{E(it['t'])}</a></h3>
<p class="episode-meta">{["November 20, 2026","November 13, 2026","November 6, 2026","October 30, 2026","October 23, 2026"][i]} · 48 min</p><p>We talk with our guest about the choices that shaped their work and what they would do differently.</p>
<audio controls preload="none" src="/audio/{i}.mp3"></audio></div></div>''',
     lambda s: f'<main class="episodes-page"><h1>All episodes</h1><div class="episodes">{s}</div></main>')

# 19 GitHub releases
page("19-github-releases.html", "code.example.com", "Releases · acme/tool", mk("r", T16, "/acme/tool/releases/tag/v{n}"),
     lambda i, it: f'''<section aria-labelledby="h-{i}"><h2 class="sr-only" id="h-{i}">{E(it['t'])}</h2><div class="d-flex flex-column flex-md-row my-5 flex-justify-center"><div class="col-md-2 d-flex flex-md-column flex-row flex-wrap pr-md-6 mb-2 mb-md-0 flex-items-start pt-md-4"><div class="mb-2 f4 mr-1 mr-md-0 color-fg-muted"><relative-time class="no-wrap" prefix="" datetime="{D[i]}T12:00:00Z">Nov {20-i}</relative-time></div></div>
<div class="col-md-9"><div class="Box"><div class="Box-body"><div class="d-flex flex-md-row flex-column"><div class="d-flex flex-row flex-1 mb-3 wb-break-word"><div class="flex-1"><span class="f1 text-bold d-inline mr-3"><a href="{it['l']}" class="Link--primary Link">{E(it['t'])}</a></span></div></div></div>
<div class="markdown-body my-3"><ul><li>Fix crash when config is empty</li><li>Faster startup</li></ul></div></div></div></div></div></section>''',
     lambda s: f'<div class="application-main"><main><div class="container-xl"><div data-pjax="" data-hpc="">{s}</div></div></main></div>')

# 20 Definition list news
page("20-dl-news.html", "uni.example.edu", "Department news", mk("news", T2, "/news/{slug}.html"),
     lambda i, it: f'<dt>{["20.11.2026","18.11.2026","15.11.2026","11.11.2026","07.11.2026"][i]}</dt><dd><a href="{it["l"]}">{E(it["t"])}</a> – announcement from the dean\'s office about this.</dd>',
     lambda s: f'<main id="content"><h1>News</h1><dl class="news-list">{s}</dl></main>')

# 21 French news
T21 = ["Le gouvernement présente son budget", "Grève des transports jeudi prochain", "Un nouveau musée ouvre à Lyon", "La Bourse termine en hausse", "Tour de France : le parcours dévoilé"]
page("21-news-fr.html", "actu.example.fr", "Actualités", mk("article", T21, "/actualite/{id}"),
     lambda i, it: f'''<div class="article-item"><figure><img src="/img/{i}.webp" alt=""></figure><div class="article-item__body"><a class="article-item__link" href="{it['l']}"><h3 class="article-item__title">{E(it['t'])}</h3></a>
<p class="article-item__desc">Les détails de l'annonce et les premières réactions des acteurs concernés.</p><span class="article-item__time">il y a {i+1} heures</span></div></div>''',
     lambda s: f'<main><section class="une"><h2>À la une</h2><div class="article-grid">{s}</div></section></main>', lang="fr")

# 22 Spanish blog
T22 = ["Cómo organizar tu semana", "Diez libros para este invierno", "Recetas rápidas con legumbres", "Guía para empezar a correr", "El arte de escribir cartas"]
page("22-blog-es.html", "blog.example.es", "Blog", mk("blog", T22),
     lambda i, it: f'''<div class="entrada"><h2 class="entrada-titulo"><a href="{it['l']}">{E(it['t'])}</a></h2><div class="entrada-meta">Publicado hace {i+2} días por <span class="autor">Lucía</span></div>
<div class="entrada-extracto"><p>Algunas ideas sencillas que me han funcionado y que quizá te sirvan a ti también.</p></div><a class="leer-mas" href="{it['l']}">Leer más</a></div>''',
     lambda s: f'<div id="contenido"><div class="entradas">{s}</div></div>', lang="es")

# 23 Rendered web-component list (a YouTube-like page saved after its scripts ran)
T23 = ["Building a synth from scratch", "Tiny house tour: 20 square metres", "Learning Japanese in one year", "Restoring a 1970s bicycle", "Sourdough for beginners"]
page("23-rendered-components.html", "video.example.tv", "Channel videos", mk("watch", T23, "/watch?v=vid{n}x"),
     lambda i, it: f'''<ytd-rich-item-renderer class="style-scope ytd-rich-grid-renderer" items-per-row="4"><div id="content" class="style-scope ytd-rich-item-renderer"><ytd-rich-grid-media class="style-scope ytd-rich-item-renderer"><div id="dismissible" class="style-scope ytd-rich-grid-media">
<ytd-thumbnail class="style-scope ytd-rich-grid-media"><a id="thumbnail" class="yt-simple-endpoint inline-block style-scope ytd-thumbnail" href="{it['l']}"><yt-image class="style-scope ytd-thumbnail"><img class="yt-core-image" src="https://i.example/vi/{i}/hq.jpg" alt=""></yt-image></a></ytd-thumbnail>
<div id="details" class="style-scope ytd-rich-grid-media"><div id="meta" class="style-scope ytd-rich-grid-media"><h3 class="style-scope ytd-rich-grid-media"><a id="video-title-link" class="yt-simple-endpoint focus-on-expand style-scope ytd-rich-grid-media" href="{it['l']}" title="{E(it['t'])}"><yt-formatted-string id="video-title" class="style-scope ytd-rich-grid-media">{E(it['t'])}</yt-formatted-string></a></h3>
<ytd-video-meta-block class="style-scope ytd-rich-grid-media"><div id="metadata-line" class="style-scope ytd-video-meta-block"><span class="inline-metadata-item style-scope ytd-video-meta-block">{10+i}K views</span><span class="inline-metadata-item style-scope ytd-video-meta-block">{i+1} days ago</span></div></ytd-video-meta-block></div></div></div></ytd-rich-grid-media></div></ytd-rich-item-renderer>''',
     lambda s: f'<ytd-app><div id="content"><ytd-rich-grid-renderer class="style-scope ytd-two-column-browse-results-renderer"><div id="contents" class="style-scope ytd-rich-grid-renderer">{s}</div></ytd-rich-grid-renderer></div></ytd-app>')

# 24 Publications list
T24 = ["Sparse attention for long documents", "A benchmark for table understanding", "Robust parsing of noisy HTML", "Learning to rank feeds", "Energy use of small language models"]
page("24-publications.html", "lab.example.edu", "Publications", mk("papers", T24, "/papers/{slug}.pdf"),
     lambda i, it: f'<li><a href="{it["l"]}">{E(it["t"])}</a>. A. Author, B. Author and C. Author. <em>Proceedings of the Conference on Things</em>, 2026.</li>',
     lambda s: f'<main><h1>Publications</h1><h2>2026</h2><ol class="publications">{s}</ol></main>')

# 25 Drupal views
page("25-drupal-views.html", "agency.example.gov", "Press releases", mk("press", T2, "/press-releases/{slug}"),
     lambda i, it: f'''<div class="views-row"><div class="views-field views-field-title"><span class="field-content"><a href="{it['l']}" hreflang="en">{E(it['t'])}</a></span></div>
<div class="views-field views-field-created"><span class="field-content"><time datetime="{D[i]}T12:00:00Z">{["November 20, 2026","November 18, 2026","November 15, 2026","November 11, 2026","November 7, 2026"][i]}</time></span></div>
<div class="views-field views-field-body"><div class="field-content">The agency announced today that it has completed its review.</div></div></div>''',
     lambda s: f'<div class="view view-press-releases view-id-press_releases"><div class="view-content">{s}</div><nav class="pager"><ul class="pager__items"><li class="pager__item"><a href="?page=1">Next</a></li></ul></nav></div>')

# 26 Tailwind utility cards (items are anchors)
page("26-tailwind-cards.html", "startup.example.ai", "Blog", mk("blog", T1),
     lambda i, it: f'''<a href="{it['l']}" class="group block rounded-2xl border border-gray-200 p-6 hover:shadow-lg"><img class="mb-4 aspect-video w-full rounded-lg object-cover" src="/blog/{i}.png" alt="">
<p class="text-sm text-gray-500"><time datetime="{D[i]}">{["Nov 20, 2026","Nov 18, 2026","Nov 15, 2026","Nov 11, 2026","Nov 7, 2026","Nov 2, 2026"][i]}</time></p><h3 class="mt-2 text-xl font-semibold group-hover:underline">{E(it['t'])}</h3>
<p class="mt-2 line-clamp-3 text-gray-600">What we learned, what we changed, and the numbers before and after.</p></a>''',
     lambda s: f'<main class="mx-auto max-w-7xl px-6"><h1 class="text-4xl font-bold">Blog</h1><div class="mt-10 grid grid-cols-1 gap-8 md:grid-cols-3">{s}</div></main>')

# 27 Newsletter archive in a layout table
T27 = ["Issue #52: The state of feeds", "Issue #51: Small web, big ideas", "Issue #50: Half a hundred", "Issue #49: Reading on paper", "Issue #48: Tools we love"]
page("27-archive-table.html", "letter.example.email", "Archive", mk("archive", T27, "/archive/{n}.html"),
     lambda i, it: f'<tr><td width="120" valign="top"><font size="2">{["20/11/2026","13/11/2026","06/11/2026","30/10/2026","23/10/2026"][i]}</font></td><td><font size="3"><a href="{it["l"]}">{E(it["t"])}</a></font></td></tr>',
     lambda s: f'<center><table width="600" cellpadding="4" border="0"><tr><td colspan="2"><b>Past issues</b></td></tr>{s}</table></center>')

# 28 vBulletin
page("28-vbulletin.html", "board.example.net", "Forum", mk("threads", T6, "/showthread.php?{id}-{slug}"),
     lambda i, it: f'''<li class="threadbit hot" id="thread_{500+i}"><div class="rating0 nonsticky"><div class="threadinfo" title="Preview"><div class="inner"><h3 class="threadtitle"><a class="title" href="{it['l']}" id="thread_title_{500+i}">{E(it['t'])}</a></h3>
<div class="threadmeta"><div class="author"><span class="label">Started by&nbsp;<a href="member.php?u={i}" class="username understate">poster{i}</a>,&nbsp;{["11-20-2026","11-19-2026","11-18-2026","11-17-2026","11-16-2026"][i]} 10:12 AM</span></div></div></div></div>
<ul class="threadstats td alt"><li>Replies: <a href="misc.php?do=whoposted&amp;t={500+i}">{i+2}</a></li><li>Views: {100+i}</li></ul></div></li>''',
     lambda s: f'<div id="threadlist" class="threadlist"><ol id="threads" class="threads">{s}</ol></div>')

# 29 Recipes
T29 = ["Roast squash with sage butter", "Weeknight chickpea curry", "Lemon olive oil cake", "Mushroom barley soup", "Crispy tofu with greens"]
page("29-recipes.html", "cook.example.kitchen", "Recipes", mk("recipes", T29),
     lambda i, it: f'''<article class="recipe-card"><a class="recipe-card__link" href="{it['l']}"><picture><source srcset="/r/{i}.avif" type="image/avif"><img src="/r/{i}.jpg" alt=""></picture>
<div class="recipe-card__title">{E(it['t'])}</div></a><div class="recipe-card__meta"><span class="recipe-card__time">35 mins</span><span class="recipe-card__rating">★★★★☆</span></div></article>''',
     lambda s: f'<main><h1>Latest recipes</h1><div class="recipe-grid">{s}</div></main>')

# 30 Italian
T30 = ["Nuove regole per il traffico in centro", "Aperta la stagione sciistica", "Il teatro riapre dopo i lavori", "Mercato di Natale in piazza", "Record di visitatori al museo"]
page("30-news-it.html", "notizie.example.it", "Notizie", mk("notizie", T30, "/notizie/{id}"),
     lambda i, it: f'''<div class="news-item"><div class="news-item__cat">Cronaca</div><h2><a href="{it['l']}">{E(it['t'])}</a></h2><div class="news-item__date">{i+1} ore fa</div></div>''',
     lambda s: f'<main><div class="news-list">{s}</div></main>', lang="it")

# 31 Dutch municipality
T31 = ["Nieuwe fietsenstalling bij het station", "Werkzaamheden aan de Hoofdstraat", "Inloopavond over het bestemmingsplan", "Subsidie voor groene daken", "Gemeente opent nieuw zwembad"]
page("31-gemeente-nl.html", "gemeente.example.nl", "Nieuws", mk("nieuws", T31),
     lambda i, it: f'<li class="nieuws-item"><a href="{it["l"]}"><span class="titel">{E(it["t"])}</span><span class="datum">{20-i}-11-2026</span></a></li>',
     lambda s: f'<main id="main"><h1>Nieuws</h1><ul class="nieuws-lijst">{s}</ul></main>', lang="nl")

# 32 Archive grouped by year: several lists built alike
T32 = ["Writing a tiny lisp", "Thoughts on static typing", "My keyboard setup", "On reading old code", "Favourite talks of the year", "The case for small tools"]
page("32-archive-years.html", "home.example.page", "Archive", mk("writing", T32),
     lambda i, it: (f'</ul></section><section class="year"><h2>{2026 - i//3}</h2><ul class="archive">' if i in (3,) else "") + f'<li class="archive-entry"><time datetime="{2026 - i//3}-0{9-i}-01">{2026 - i//3}-0{9-i}-01</time> <a href="{it["l"]}">{E(it["t"])}</a></li>',
     lambda s: f'<main><h1>Archive</h1><section class="year"><h2>2026</h2><ul class="archive">{s}</ul></section></main>')

expected = {}
for name, host, path, body, exp in PAGES:
    open(f"pages/{name}", "w").write(body)
    expected[name] = {"url": f"https://{host}{path}", "items": exp}
json.dump(expected, open("expected.json", "w"), indent=1, ensure_ascii=False)
print(len(PAGES), "pages")
