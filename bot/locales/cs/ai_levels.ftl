### Úrovně AI slovy (bot/table/ai_levels.py): výběr hráčů AI v lobby, volby úrovně u /play, téma
### /rules o úrovních AI. Znění se může řídit tím, jak úrovně hrají; id zůstávají.
## Tvary -short se vejdou do popisu volby a do volby příkazu (100 znaků i s názvem).

bot-ai-level-expert = expertní
bot-ai-describe-random = hraje náhodné povolené tahy
bot-ai-describe-random-short = hraje náhodné povolené tahy
bot-ai-describe-easy = někdy volí tah s největším okamžitým ziskem, jinak náhodný povolený tah
bot-ai-describe-easy-short = někdy největší okamžitý zisk, jinak náhodný tah
bot-ai-describe-medium = vždy volí největší okamžitý zisk a dívá se dopředu až do konce svého tahu
bot-ai-describe-medium-short = vždy největší okamžitý zisk, až do konce svého tahu
bot-ai-describe-hard = plánuje dopředu: prohledává mnoho možných budoucností a odhaduje karty, které nevidí
bot-ai-describe-hard-short = plánuje: prohledává mnoho budoucností, odhaduje skryté karty
bot-ai-describe-expert = hledá déle a posuzuje pozice přesněji než těžká; nejsilnější úroveň, od které pocházejí nápovědy
bot-ai-describe-expert-short = nejsilnější: hledá déle a přesněji než těžká; dává nápovědy

## /rules <hra>: téma Úrovně AI (každá hra)

bot-rules-ai_levels-title = Úrovně AI
bot-rules-ai_levels-intro = Hráči AI (v lobby Hráči AI…, /hrát ai:N obtížnost:) hrají na jedné z těchto úrovní, od nejslabší. Každá úroveň vidí jen to, co smí vidět její místo.
bot-rules-ai_levels-line = **{ $level }**: { $description }
bot-rules-ai_levels-hints = **Poradit** na vašem panelu ukáže, co by za vás zvolila úroveň { $level }, pokud stůl nápovědy dovoluje.
