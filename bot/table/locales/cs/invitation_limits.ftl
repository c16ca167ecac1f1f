### Invitation limits (bot/table/invitations.py): what the inviter reads when an invitation is left out.

bot-invites-limit-per_day = Pozvánka pro hráče { $name } neodešla: za posledních 24 hodin už od vás má { $max } { $max ->
        [one] nepřijatou pozvánku
        [few] nepřijaté pozvánky
       *[other] nepřijatých pozvánek
    } (nejvýše { $max }).
bot-invites-limit-waiting = Pozvánka pro hráče { $name } neodešla: na hráče už čeká { $max } { $max ->
        [one] soukromý stůl
        [few] soukromé stoly
       *[other] soukromých stolů
    } (nejvýše { $max } najednou).
bot-invites-limit-nothing_opened = Žádný stůl nebyl otevřen: { $why }
bot-invites-limit-several = { $first } (a { $others } další)
