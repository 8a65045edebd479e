# fish completion for smswatch and smswatchd (share/fish/vendor_completions.d/smswatch.fish).

set -l commands latest watch status extract codebox ingest help
complete -c smswatch -f
complete -c smswatch -n "not __fish_seen_subcommand_from $commands" -l socket -r -F -d 'The daemon socket'
complete -c smswatch -n "not __fish_seen_subcommand_from $commands" -s h -l help -d 'Show help'
complete -c smswatch -n "not __fish_seen_subcommand_from $commands" -l version -d 'Show the version'
complete -c smswatch -n "not __fish_seen_subcommand_from $commands" -a latest -d 'Print the newest live code'
complete -c smswatch -n "not __fish_seen_subcommand_from $commands" -a watch -d 'Print each new code as it arrives'
complete -c smswatch -n "not __fish_seen_subcommand_from $commands" -a status -d 'Show sources and counts'
complete -c smswatch -n "not __fish_seen_subcommand_from $commands" -a extract -d 'Find the code in a text'
complete -c smswatch -n "not __fish_seen_subcommand_from $commands" -a codebox -d 'N-box code prompt'
complete -c smswatch -n "not __fish_seen_subcommand_from $commands" -a ingest -d 'Hand one message to the daemon'

# latest
complete -c smswatch -n "__fish_seen_subcommand_from latest" -l json -d 'Print the JSON object'
complete -c smswatch -n "__fish_seen_subcommand_from latest" -l wait -x -d 'Wait this many seconds'
complete -c smswatch -n "__fish_seen_subcommand_from latest" -l after -x -a now -d 'Only codes received after'
complete -c smswatch -n "__fish_seen_subcommand_from latest" -l consume -d 'Hand the code out once'
complete -c smswatch -n "__fish_seen_subcommand_from latest" -l copy -d 'Copy the code to the clipboard'
complete -c smswatch -n "__fish_seen_subcommand_from latest" -l clear-after -x -d 'Clear the clipboard after seconds'
# latest, watch
complete -c smswatch -n "__fish_seen_subcommand_from latest watch" -l from -x -d 'Only codes from this sender'
complete -c smswatch -n "__fish_seen_subcommand_from latest watch" -l source -x -a 'spool modem ingest' -d 'Only codes from this source'
complete -c smswatch -n "__fish_seen_subcommand_from watch" -l replay -d 'Print the newest live code first'
complete -c smswatch -n "__fish_seen_subcommand_from watch status extract" -l json -d 'Print JSON'
# extract
complete -c smswatch -n "__fish_seen_subcommand_from extract" -l sender -x -d 'The sender'
complete -c smswatch -n "__fish_seen_subcommand_from extract" -l explain -d 'Explain the decision'
complete -c smswatch -n "__fish_seen_subcommand_from extract" -l tsv -r -F -d 'A corpus file'
# codebox
complete -c smswatch -n "__fish_seen_subcommand_from codebox" -s n -l length -x -a '4 5 6 7 8 9 10' -d 'Number of boxes'
complete -c smswatch -n "__fish_seen_subcommand_from codebox" -l group -x -d 'Group size'
complete -c smswatch -n "__fish_seen_subcommand_from codebox" -l alnum -d 'Letters and digits'
complete -c smswatch -n "__fish_seen_subcommand_from codebox" -l mask -d 'Mask the entry'
complete -c smswatch -n "__fish_seen_subcommand_from codebox" -l prompt -x -d 'The prompt'
complete -c smswatch -n "__fish_seen_subcommand_from codebox" -l phone -x -d 'The phone number shown'
complete -c smswatch -n "__fish_seen_subcommand_from codebox" -l timeout -x -d 'Give up after seconds'
complete -c smswatch -n "__fish_seen_subcommand_from codebox" -l max-age -x -d 'Oldest suggestion, seconds'
complete -c smswatch -n "__fish_seen_subcommand_from codebox" -l auto-fill -d 'Fill without asking'
complete -c smswatch -n "__fish_seen_subcommand_from codebox" -l no-auto-submit -d 'Wait for Enter'
complete -c smswatch -n "__fish_seen_subcommand_from codebox" -l domain -x -d 'Only codes bound to this domain'
complete -c smswatch -n "__fish_seen_subcommand_from codebox" -l no-autofill -d 'No daemon suggestions'
complete -c smswatch -n "__fish_seen_subcommand_from codebox" -l verify -x -d 'Command that checks the code'
complete -c smswatch -n "__fish_seen_subcommand_from codebox" -l no-input -d 'No terminal input'
complete -c smswatch -n "__fish_seen_subcommand_from codebox" -l no-color -d 'No colour'
complete -c smswatch -n "__fish_seen_subcommand_from codebox" -l socket -r -F -d 'The daemon socket'
# ingest
complete -c smswatch -n "__fish_seen_subcommand_from ingest" -l from -x -d 'The sender'
complete -c smswatch -n "__fish_seen_subcommand_from ingest" -l source -x -d 'The source name'
complete -c smswatch -n "__fish_seen_subcommand_from ingest" -F
complete -c smswatch -n "__fish_seen_subcommand_from $commands" -s h -l help -d 'Show help'

# smswatchd
complete -c smswatchd -f
complete -c smswatchd -l config -r -F -d 'Read settings from this file'
complete -c smswatchd -l system -d 'System-wide defaults'
complete -c smswatchd -l spool -x -a '(__fish_complete_directories)' -d 'Watch this spool directory'
complete -c smswatchd -l no-spool -d 'Do not watch the default spool directory'
complete -c smswatchd -l socket -r -F -d 'Listen on this socket'
complete -c smswatchd -l socket-group -x -a '(__fish_complete_groups)' -d 'Also admit this group'
complete -c smswatchd -l ttl -x -d 'How long a code stays available'
complete -c smswatchd -l log-level -x -a 'error warning notice info debug' -d 'How much to log'
complete -c smswatchd -l no-modemmanager -d 'Do not read ModemManager'
complete -c smswatchd -l bus -x -a 'system session' -d 'Where ModemManager is'
complete -c smswatchd -l enable-modems -d 'Enable disabled modems'
complete -c smswatchd -l delete-after-read -d 'Delete each SMS once read'
complete -c smswatchd -l max-clients -x -d 'Refuse clients beyond this many'
complete -c smswatchd -l notify -d 'Desktop notification per code'
complete -c smswatchd -l notify-show-code -d 'Show the code in the notification'
complete -c smswatchd -s h -l help -d 'Show help'
complete -c smswatchd -l version -d 'Show the version'
