### Invitation limits (bot/table/invitations.py): what the inviter reads when an invitation is left out.

bot-invites-limit-per_day = No invitation for { $name }: in the last 24 hours you already sent them { $max } invitations they did not take up (at most { $max }).
bot-invites-limit-waiting = No invitation for { $name }: { $max } private tables are already waiting for them to join (at most { $max } at once).
bot-invites-limit-nothing_opened = No table was opened: { $why }
bot-invites-limit-several = { $first } (and { $others } more)
