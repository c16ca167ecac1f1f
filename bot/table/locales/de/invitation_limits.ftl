### Invitation limits (bot/table/invitations.py): what the inviter reads when an invitation is left out.

bot-invites-limit-per_day = Keine Einladung an { $name }: In den letzten 24 Stunden gab es von dir schon { $max } Einladungen an { $name }, die nicht angenommen wurden (höchstens { $max }).
bot-invites-limit-waiting = Keine Einladung an { $name }: Schon { $max } private Tische warten darauf, dass { $name } beitritt (höchstens { $max } gleichzeitig).
bot-invites-limit-nothing_opened = Es wurde kein Tisch eröffnet: { $why }
bot-invites-limit-several = { $first } (und { $others } weitere)
