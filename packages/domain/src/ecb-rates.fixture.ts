// A saved copy of the ECB's eurofxref-daily.xml (its layout as published; the day's figures), for the parser's tests.
export const ECB_DAILY_SAMPLE = `<?xml version="1.0" encoding="UTF-8"?>
<gesmes:Envelope xmlns:gesmes="http://www.gesmes.org/xml/2002-08-01" xmlns="http://www.ecb.int/vocabulary/2002-08-01/eurofxref">
	<gesmes:subject>Reference rates</gesmes:subject>
	<gesmes:Sender>
		<gesmes:name>European Central Bank</gesmes:name>
	</gesmes:Sender>
	<Cube>
		<Cube time='2026-11-25'>
			<Cube currency='USD' rate='1.1562'/>
			<Cube currency='JPY' rate='180.91'/>
			<Cube currency='BGN' rate='1.9558'/>
			<Cube currency='CZK' rate='24.201'/>
			<Cube currency='DKK' rate='7.4685'/>
			<Cube currency='GBP' rate='0.87960'/>
			<Cube currency='HUF' rate='383.15'/>
			<Cube currency='PLN' rate='4.2285'/>
			<Cube currency='RON' rate='5.0873'/>
			<Cube currency='SEK' rate='10.9480'/>
			<Cube currency='CHF' rate='0.9321'/>
			<Cube currency='ISK' rate='147.60'/>
			<Cube currency='NOK' rate='11.7250'/>
			<Cube currency='TRY' rate='49.0877'/>
			<Cube currency='AUD' rate='1.7823'/>
			<Cube currency='BRL' rate='6.1890'/>
			<Cube currency='CAD' rate='1.6298'/>
			<Cube currency='CNY' rate='8.1985'/>
			<Cube currency='HKD' rate='8.9975'/>
			<Cube currency='IDR' rate='19278.31'/>
			<Cube currency='ILS' rate='3.7724'/>
			<Cube currency='INR' rate='103.2405'/>
			<Cube currency='KRW' rate='1701.48'/>
			<Cube currency='MXN' rate='21.2431'/>
			<Cube currency='MYR' rate='4.7915'/>
			<Cube currency='NZD' rate='2.0556'/>
			<Cube currency='PHP' rate='68.115'/>
			<Cube currency='SGD' rate='1.5089'/>
			<Cube currency='THB' rate='37.417'/>
			<Cube currency='ZAR' rate='19.9330'/>
		</Cube>
	</Cube>
</gesmes:Envelope>
`;
