### Invitation limits (bot/table/invitations.py): what the inviter reads when an invitation is left out.

bot-invites-limit-per_day = No se ha enviado la invitación a { $name }: en las últimas 24 horas ya le enviaste { $max } invitaciones que no aceptó (como máximo { $max }).
bot-invites-limit-waiting = No se ha enviado la invitación a { $name }: ya hay { $max } mesas privadas esperando a que se una (como máximo { $max } a la vez).
bot-invites-limit-nothing_opened = No se ha abierto ninguna mesa: { $why }
bot-invites-limit-several = { $first } (y { $others } más)
